import type { InstanceConfig } from '../config.js';
import type { AccountRecord, Store } from '../store.js';

/** What every renderer needs: where we live, the data, and who is asking. */
export interface RenderContext {
  config: InstanceConfig;
  store: Store;
  /** The signed-in account, or undefined for a visitor. */
  viewer: AccountRecord | undefined;
}

export function absolute(ctx: RenderContext, path: string): string {
  // Anything with a scheme (or "//host") is sent as stored, so hostile-address tests can hand
  // the client `javascript:` and the like exactly as a hostile server would.
  return /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i.test(path) ? path : `${ctx.config.publicUrl}${path}`;
}

/** Akkoma writes times in UTC with milliseconds, e.g. 2024-05-01T10:00:00.000Z. */
export function isoTime(ms: number): string {
  return new Date(ms).toISOString();
}

export function acctOf(account: Pick<AccountRecord, 'username' | 'domain'>): string {
  return account.domain ? `${account.username}@${account.domain}` : account.username;
}

export function isStaff(account: AccountRecord | undefined): boolean {
  return account !== undefined && (account.isAdmin || account.isModerator);
}
