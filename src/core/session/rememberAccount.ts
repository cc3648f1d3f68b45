import type { User } from '../../api';
import { accountKey, instanceHost, upsertAccount, type StoredAccount } from './accountList';
import { useSessionStore } from './sessionStore';

export type AccountEntry = Omit<StoredAccount, 'scope'>;

/** The list entry for a verified user of an instance. */
export function accountEntry(
  instanceUrl: string,
  token: string,
  app: StoredAccount['app'],
  user: User,
): AccountEntry {
  return {
    key: accountKey(instanceUrl, user.id),
    instanceUrl,
    token,
    app,
    userId: user.id,
    acct: `${user.screen_name}@${instanceHost(instanceUrl)}`,
    displayName: user.name || user.screen_name,
    avatar: user.profile_image_url_original,
  };
}

/** A verified sign-in joins (or refreshes) the account list and becomes the active account. */
export function rememberActiveAccount(user: User): void {
  const { token, instanceUrl, app, accounts } = useSessionStore.getState();
  if (!token) return;
  const entry = accountEntry(instanceUrl, token, app, user);
  useSessionStore.setState({ accounts: upsertAccount(accounts, entry), activeKey: entry.key });
}
