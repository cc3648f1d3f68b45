import type { InstanceConfig } from '../config.js';
import type { Store } from '../store.js';

/** Invite tokens that open registration on a closed instance (`/registration/<token>`). */
export const INVITE_TOKENS = ['petrel-invite-demo'];

type Errors = Record<string, string[]>;

/**
 * Akkoma's changeset checks for a new account, with its messages. A taken nickname is
 * reported under `ap_id`, as Akkoma's unique index on the actor id reports it.
 */
export function registrationErrors(
  config: InstanceConfig,
  store: Store,
  form: Record<string, unknown>,
): Errors {
  const str = (key: string) => (typeof form[key] === 'string' ? (form[key] as string) : '');
  const errors: Errors = {};
  const add = (field: string, message: string) => (errors[field] ??= []).push(message);
  const nickname = (str('nickname') || str('username')).trim();
  const email = str('email').trim();
  if (nickname === '') add('nickname', "can't be blank");
  else if (!/^[a-zA-Z0-9_]+$/.test(nickname)) add('nickname', 'has invalid format');
  else if (nickname.length > 64) add('nickname', 'should be at most 64 character(s)');
  else if (store.accountByAcct(nickname)) add('ap_id', 'has already been taken');
  if (config.mailer && email === '') add('email', "can't be blank");
  if (email !== '') {
    if (!/^[^@\s]+@[^@\s]+$/.test(email)) add('email', 'has invalid format');
    else if (
      [...store.accounts.values()].some((a) => a.email?.toLowerCase() === email.toLowerCase())
    )
      add('email', 'has already been taken');
  }
  const password = str('password');
  if (password === '') add('password', "can't be blank");
  const confirm = form.confirm ?? form.password_confirmation;
  if (typeof confirm === 'string' && confirm !== password)
    add('password_confirmation', 'does not match password');
  if (config.registrations === 'approval' && str('reason').trim() === '')
    add('registration_reason', "can't be blank");
  return errors;
}
