import { isApiError, verifyCredentials } from '../../api';
import { api } from '../client';
import { isNetworkError } from '../offline/offlineState';
import { restoreSavedUser } from '../offline/savedSession';
import { runLoginEffects } from './loginEffects';
import { useSessionStore } from './sessionStore';

/**
 * Start-up's sign-in step (document 1 §4): a stored token becomes a signed-in user. A token the
 * server no longer accepts is dropped; any other failure keeps it for the next start.
 */
export async function signInFromStoredToken(): Promise<void> {
  const { token } = useSessionStore.getState();
  if (!token) return;
  useSessionStore.setState({ loggingIn: true });
  try {
    const user = await verifyCredentials(api);
    useSessionStore.setState({ user });
    // The account list (issue 16) is kept up to date off the first visit's path.
    void import('./rememberAccount').then((m) => m.rememberActiveAccount(user));
    void runLoginEffects(user);
  } catch (error) {
    // Offline (issue 27): the account saved at its last visit stands in until the network returns.
    if (isNetworkError(error)) {
      if (await restoreSavedUser()) return;
    }
    if (isApiError(error) && (error.kind === 'unauthorized' || error.kind === 'forbidden')) {
      const { accounts, activeKey } = useSessionStore.getState();
      useSessionStore.setState({
        token: null,
        user: null,
        accounts: accounts.filter((a) => a.key !== activeKey),
        activeKey: null,
      });
    }
    throw error;
  } finally {
    useSessionStore.setState({ loggingIn: false });
  }
}
