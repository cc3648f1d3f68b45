import type { AppCredentials } from '../../api';

/**
 * The accounts signed in on this browser (issue 16): each keeps its own instance, token and
 * OAuth app. Pure rules only; the session store holds the list and the active one.
 */
export interface StoredAccount {
  /** `<instance origin>|<user id>`: the same person on two instances are two accounts. */
  key: string;
  instanceUrl: string;
  token: string;
  app: AppCredentials | null;
  userId: string;
  /** `name@host` as the switcher shows it. */
  acct: string;
  displayName: string;
  avatar: string;
  /**
   * Suffix of this account's stored client preferences and drafts. The first account keeps
   * the unsuffixed keys, so a browser that signed in before there were several accounts keeps
   * its settings; every later one gets keys of its own.
   */
  scope: string;
}

export function accountKey(instanceUrl: string, userId: string): string {
  return `${instanceUrl.replace(/\/+$/, '')}|${userId}`;
}

/** The host (with a port when there is one) of an instance origin, for `name@host`. */
export function instanceHost(instanceUrl: string): string {
  try {
    return new URL(instanceUrl).host;
  } catch {
    return instanceUrl;
  }
}

/**
 * The handle a user panel shows: a local name gets its instance's host when that instance is
 * not the one serving the page, so `@name` never passes for an account of the page's origin.
 */
export function handleOnInstance(acct: string, instanceUrl: string, ownOrigin: string): string {
  if (acct.includes('@') || instanceUrl.replace(/\/+$/, '') === ownOrigin) return acct;
  return `${acct}@${instanceHost(instanceUrl)}`;
}

/**
 * Adds an account, or refreshes it when it is already there (a second sign-in to the same
 * account replaces its token and keeps its place and its storage scope).
 */
export function upsertAccount(
  list: readonly StoredAccount[],
  account: Omit<StoredAccount, 'scope'>,
): StoredAccount[] {
  const known = list.find((a) => a.key === account.key);
  if (known) return list.map((a) => (a.key === account.key ? { ...account, scope: a.scope } : a));
  const usedScopes = new Set(list.map((a) => a.scope));
  const scope = usedScopes.has('') ? `@${account.key}` : '';
  return [...list, { ...account, scope }];
}

export function removeAccount(list: readonly StoredAccount[], key: string): StoredAccount[] {
  return list.filter((a) => a.key !== key);
}

/** After signing out of one account: the next one down the list, else the one above. */
export function accountAfterRemoval(
  list: readonly StoredAccount[],
  removedKey: string,
): StoredAccount | null {
  const index = list.findIndex((a) => a.key === removedKey);
  const rest = removeAccount(list, removedKey);
  if (rest.length === 0) return null;
  return rest[Math.min(Math.max(index, 0), rest.length - 1)] ?? null;
}

/** Stored-key name for one account's copy of a store (preferences, drafts). */
export function scopedStorageName(name: string, scope: string): string {
  return scope === '' ? name : `${name}${scope}`;
}

/** Reads a stored list defensively: storage may hold anything (document 1 §8). */
export function readAccountList(raw: unknown): StoredAccount[] {
  if (!Array.isArray(raw)) return [];
  return raw.filter(
    (a): a is StoredAccount =>
      typeof a === 'object' &&
      a !== null &&
      typeof (a as StoredAccount).key === 'string' &&
      typeof (a as StoredAccount).instanceUrl === 'string' &&
      typeof (a as StoredAccount).token === 'string' &&
      typeof (a as StoredAccount).scope === 'string',
  );
}
