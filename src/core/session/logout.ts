import { revokeToken } from '../../api';
import { rememberTimeline } from '../layout/lastTimelineStore';
import { accountAfterRemoval, removeAccount } from './accountList';
import { api } from '../client';
import { runLogoutEffects } from './loginEffects';
import { useSessionStore } from './sessionStore';

/**
 * Document 1 §4, Logout: revoke the token, clear the user and token, let the areas stop their
 * socket and fetchers, drop server data, and make public the last timeline. A failed revoke
 * still signs out here: the person asked to leave, and the token is forgotten either way.
 *
 * With several accounts (issue 16) only the active one leaves; the next one becomes active
 * and the result says so. Without others, a standalone client stays on the same instance.
 */
export async function logout({
  clearServerData,
}: {
  clearServerData: () => void;
}): Promise<'signed-out' | 'switched'> {
  const { token, app, accounts, activeKey, instanceUrl } = useSessionStore.getState();
  if (token && app) {
    try {
      await revokeToken(api, app, token);
    } catch (error) {
      console.warn('Token revocation failed', error);
    }
  }
  const next = activeKey ? accountAfterRemoval(accounts, activeKey) : null;
  const rest = activeKey ? removeAccount(accounts, activeKey) : accounts;
  useSessionStore.setState({ accounts: rest });
  if (next) {
    const { switchAccount } = await import('./switchAccount');
    try {
      await switchAccount(next.key, clearServerData);
      return 'switched';
    } catch (error) {
      // The next account's token no longer works: it leaves too, and the person is signed out.
      console.warn('Switching to the next account failed', error);
      useSessionStore.setState({ accounts: removeAccount(rest, next.key) });
    }
  }
  useSessionStore.setState({ user: null, token: null, activeKey: null });
  await runLogoutEffects();
  clearServerData();
  if (instanceUrl !== window.location.origin || useSessionStore.getState().accounts.length > 0) {
    const { becomeVisitor } = await import('./switchAccount');
    await becomeVisitor(clearServerData);
  }
  rememberTimeline('/main/public');
  return 'signed-out';
}
