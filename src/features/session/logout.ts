import { revokeToken } from '../../api';
import { rememberTimeline } from '../layout/lastTimelineStore';
import { api } from './api';
import { runLogoutEffects } from './loginEffects';
import { useSessionStore } from './sessionStore';

/**
 * Document 1 §4, Logout: revoke the token, clear the user and token, let the areas stop their
 * socket and fetchers, drop server data, and make public the last timeline. A failed revoke
 * still signs out here: the person asked to leave, and the token is forgotten either way.
 */
export async function logout({ clearServerData }: { clearServerData: () => void }): Promise<void> {
  const { token, app } = useSessionStore.getState();
  if (token && app) {
    try {
      await revokeToken(api, app, token);
    } catch (error) {
      console.warn('Token revocation failed', error);
    }
  }
  useSessionStore.setState({ user: null, token: null });
  await runLogoutEffects();
  clearServerData();
  rememberTimeline('/main/public');
}
