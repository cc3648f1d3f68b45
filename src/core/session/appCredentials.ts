import { registerApp, type AppCredentials } from '../../api';
import { api } from '../client';
import { useSessionStore } from './sessionStore';

/** The address the token strategy returns to; it is also the app's registered redirect. */
export function oauthRedirectUri(): string {
  return `${window.location.origin}/oauth-callback`;
}

/** The client's OAuth app: registered on first need (document 3 §7), then kept with the session. */
export async function ensureApp(): Promise<AppCredentials> {
  const kept = useSessionStore.getState().app;
  if (kept) return kept;
  const app = await registerApp(api, { clientName: 'Petrel', redirectUri: oauthRedirectUri() });
  useSessionStore.setState({ app });
  return app;
}
