import { isApiError } from '../../api';

/** Text for the login forms: a translation key, or the server's own words. */
export type LoginMessage = { key: string } | { text: string };

const WRONG = { key: 'auth.login.error_wrong' };
const OTHER = { key: 'auth.login.error_other' };
const NETWORK = { key: 'auth.login.error_network' };

/**
 * Document 1 §8. The token request shows the server's error text; verification of the new token
 * reads 'Wrong username or password' on a 401; a network failure anywhere reads 'Failed to
 * connect to server, try again'; anything else 'An error occurred, please try again'.
 */
export function tokenRefusalMessage(serverText: string | null): LoginMessage {
  return serverText ? { text: serverText } : OTHER;
}

export function loginFailureMessage(error: unknown, stage: 'token' | 'verify'): LoginMessage {
  if (!isApiError(error)) return OTHER;
  if (error.kind === 'network') return NETWORK;
  if (stage === 'verify' && error.status === 401) return WRONG;
  if (stage === 'token' && error.serverMessage) return { text: error.serverMessage };
  return OTHER;
}
