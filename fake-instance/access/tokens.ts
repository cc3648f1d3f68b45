import type { RenderContext } from '../render/context.js';
import { apId } from '../render/account.js';
import type { AccountRecord, Store } from '../store.js';
import { secret } from './state.js';

/** Issues a user token into the Store (where every route's viewer lookup finds it) and renders it. */
export function issueToken(
  ctx: RenderContext,
  store: Store,
  account: AccountRecord,
  scopes: string[],
): Record<string, unknown> {
  const token = secret(32);
  store.tokens.set(token, { token, accountId: account.id, scopes });
  return {
    token_type: 'Bearer',
    access_token: token,
    refresh_token: secret(32),
    expires_in: 3_153_600_000,
    scope: scopes.join(' '),
    created_at: Math.floor(Date.now() / 1000),
    me: apId(ctx, account),
    id: account.id,
  };
}

/** Scopes the request asked for, limited to the app's own (Akkoma grants the intersection). */
export function grantedScopes(requested: unknown, appScopes: string[]): string[] {
  const asked =
    typeof requested === 'string' && requested.trim() !== ''
      ? requested.split(/[\s,]+/).filter(Boolean)
      : appScopes;
  const granted = asked.filter((scope) => appScopes.includes(scope));
  return granted.length > 0 ? granted : appScopes;
}

/** Finds a local account by nickname or email, as Akkoma's password grant does. */
export function localAccountByLogin(store: Store, login: unknown): AccountRecord | undefined {
  if (typeof login !== 'string' || login.trim() === '') return undefined;
  const wanted = login.trim().toLowerCase();
  for (const account of store.accounts.values()) {
    if (account.domain !== null) continue;
    if (account.username.toLowerCase() === wanted || account.email?.toLowerCase() === wanted)
      return account;
  }
  return undefined;
}
