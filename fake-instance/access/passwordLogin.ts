import type { AccountRecord, Store } from '../store.js';
import type { AccessState } from './state.js';
import { localAccountByLogin } from './tokens.js';

export type LoginCheck =
  | { ok: true; account: AccountRecord }
  | { ok: false; status: number; body: { error: string; identifier?: string } };

/**
 * The checks of Akkoma's password login, in its order and with its answers: wrong
 * credentials 400, then the account states that refuse with 403 and an identifier.
 */
export function checkPasswordLogin(
  state: AccessState,
  store: Store,
  login: unknown,
  password: unknown,
): LoginCheck {
  const account = localAccountByLogin(store, login);
  if (!account || typeof password !== 'string' || account.password !== password)
    return { ok: false, status: 400, body: { error: 'Invalid credentials' } };
  if (account.deactivated)
    return { ok: false, status: 403, body: { error: 'Your account is currently disabled' } };
  if (state.awaitingEmail.has(account.id))
    return {
      ok: false,
      status: 403,
      body: {
        error: 'Your login is missing a confirmed e-mail address',
        identifier: 'missing_confirmed_email',
      },
    };
  if (state.awaitingApproval.has(account.id))
    return {
      ok: false,
      status: 403,
      body: { error: 'Your account is awaiting approval.', identifier: 'awaiting_approval' },
    };
  if (state.passwordResetRequired.has(account.id))
    return {
      ok: false,
      status: 403,
      body: { error: 'Password reset is required', identifier: 'password_reset_required' },
    };
  return { ok: true, account };
}
