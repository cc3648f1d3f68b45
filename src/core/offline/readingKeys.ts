/**
 * Names of an account's browser databases (issue 27): one database per account and purpose,
 * `petrel:<accountKey>:<purpose>`, so everything of one account is found by its prefix and an
 * account never opens another's. Shared by the reading store and the outbox.
 */
export type AccountPurpose = 'reading' | 'outbox';

export function accountDatabasePrefix(accountKey: string): string {
  return `petrel:${accountKey}:`;
}

export function accountDatabaseName(accountKey: string, purpose: AccountPurpose): string {
  return `${accountDatabasePrefix(accountKey)}${purpose}`;
}

/**
 * Whether a database belongs to the account. The prefix ends in ':', so the account
 * `…|1` never claims the databases of `…|10`.
 */
export function isAccountDatabase(name: string, accountKey: string): boolean {
  return name.startsWith(accountDatabasePrefix(accountKey));
}
