import { Secret, TOTP } from 'otpauth';
import type { AccountRecord } from '../store.js';

/**
 * Checks a TOTP code against the account's seeded secret with a real TOTP implementation
 * (RFC 6238: SHA-1, 6 digits, 30 s), accepting one step either side for clock drift.
 */
export function totpMatches(account: AccountRecord, code: string, now = Date.now()): boolean {
  if (!account.totpSecret) return false;
  const totp = new TOTP({ secret: Secret.fromBase32(account.totpSecret) });
  return totp.validate({ token: code.replace(/\s+/g, ''), timestamp: now, window: 1 }) !== null;
}

/**
 * Recovery codes of the seeded two-factor accounts: fixed so tests and people can use them,
 * each good once per server start. Akkoma's codes are ten lowercase letters and digits.
 */
export const SEEDED_RECOVERY_CODES = [
  '5d0e1c7a2b',
  'b9f4e83c61',
  '0a7d3f9e5c',
  'e2c8b61d4f',
  '7f3a9c0e8b',
] as const;
