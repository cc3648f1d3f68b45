import type { Store } from '../store.js';

/**
 * GoToSocial's checks of `POST /api/v1/accounts` (its `validateCreateAccount`), in its order and
 * with its words; the first one that fails is the whole answer (400 `Bad Request: <words>`).
 * It takes `username`, `email`, `password`, `agreement`, `locale` and `reason` and nothing else:
 * no display name, no bio. A reason is required (`accounts-reason-required`, on by default) and
 * must be 40 to 500 characters.
 */
export function gotosocialSignUpError(store: Store, form: Record<string, unknown>): string | null {
  const str = (key: string) => (typeof form[key] === 'string' ? (form[key] as string) : '');
  const username = str('username');
  const email = str('email');
  if (username === '') return 'no username provided';
  if (!/^[a-z0-9_]{1,64}$/.test(username))
    return `given username ${username} was invalid: must contain only lowercase letters, numbers, and underscores, max 64 characters`;
  if (email === '') return 'no email provided';
  if (!/^[^@\s]+@[^@\s]+$/.test(email)) return 'mail: missing @ in addr-spec';
  if (str('password') === '') return 'no password provided / provided password was 0 bytes';
  if (!['true', '1'].includes(String(form.agreement)))
    return 'agreement to terms and conditions not given';
  if (str('locale') === '') return 'no language provided';
  const reason = [...str('reason')].length;
  if (reason === 0) return 'no reason provided';
  if (reason < 40) return `reason should be at least 40 chars but '${str('reason')}' was ${reason}`;
  if (reason > 500) return `reason should be no more than 500 chars but given reason was ${reason}`;
  if (store.accountByAcct(username)) return 'username is not available';
  return null;
}
