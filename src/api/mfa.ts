import { rethrowServerText } from './errors';
import type { ApiClient } from './http';
import { asString, isRecord } from './normalise/read';

/** Two-factor sign-in (document 3 §7, "Security and account settings": Pleroma's MFA calls). */

const rec = (v: unknown): Record<string, unknown> => (isRecord(v) ? v : {});
const bool = (v: unknown) => v === true;

export interface MfaSettings {
  enabled: boolean;
  totp: boolean;
}

export async function fetchMfaSettings(client: ApiClient): Promise<MfaSettings> {
  const settings = rec(rec(await client.get('/api/pleroma/accounts/mfa'))['settings']);
  return { enabled: bool(settings['enabled']), totp: bool(settings['totp']) };
}

export async function setupTotp(
  client: ApiClient,
): Promise<{ key: string; provisioningUri: string }> {
  const reply = rec(await client.get('/api/pleroma/accounts/mfa/setup/totp'));
  return { key: asString(reply['key']), provisioningUri: asString(reply['provisioning_uri']) };
}

export async function confirmTotp(client: ApiClient, password: string, code: string) {
  await client
    .post('/api/pleroma/accounts/mfa/confirm/totp', {
      body: new URLSearchParams({ password, code }),
    })
    .catch(rethrowServerText);
}

export async function disableTotp(client: ApiClient, password: string) {
  await client
    .del('/api/pleroma/accounts/mfa/totp', { body: new URLSearchParams({ password }) })
    .catch(rethrowServerText);
}

export async function fetchBackupCodes(client: ApiClient): Promise<string[]> {
  const reply = rec(await client.get('/api/pleroma/accounts/mfa/backup_codes'));
  return Array.isArray(reply['codes']) ? reply['codes'].map(String) : [];
}
