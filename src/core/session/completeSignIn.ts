import { verifyCredentials, type User } from '../../api';
import { api } from '../client';
import { runLoginEffects } from './loginEffects';
import { rememberActiveAccount } from './rememberAccount';
import { useSessionStore } from './sessionStore';

/**
 * A new access token becomes a signed-in user (document 1 §4, Login effects): the flag is set,
 * the token verified, the user stored and the effects started; a refused token is not kept.
 */
export async function completeSignIn(accessToken: string): Promise<User> {
  useSessionStore.setState({ token: accessToken, loggingIn: true });
  try {
    const user = await verifyCredentials(api);
    useSessionStore.setState({ user });
    rememberActiveAccount(user);
    void runLoginEffects(user);
    return user;
  } catch (error) {
    useSessionStore.setState({ token: null, user: null });
    throw error;
  } finally {
    useSessionStore.setState({ loggingIn: false });
  }
}
