import { isApiError, isInstanceDocument, type ApiClient } from '../../api';
import { useSessionStore } from './sessionStore';

/**
 * Standalone mode (issue 16) is found, not configured: a page whose own origin answers
 * /api/v1/instance with no instance document (a static host's 404 or its index page) is not
 * served by an instance, so sign-in asks which instance. Any other failure proves nothing and
 * changes nothing. Start-up asks for the instance anyway; this watches that one answer.
 */
export function watchingForStandalone(client: ApiClient): ApiClient {
  const { instanceUrl } = useSessionStore.getState();
  if (instanceUrl !== window.location.origin) {
    // Another origin's account is active: ask the page's own origin in the background.
    void import('./standaloneProbe').then((m) => m.probeOwnOrigin());
    return client;
  }
  // The session store is persisted: setting what it already holds rewrote localStorage on the
  // path to the first status of every visit (issue 28).
  const found = (standalone: boolean) => {
    if (useSessionStore.getState().standalone !== standalone)
      useSessionStore.setState({ standalone });
  };
  return {
    ...client,
    get: <T>(path: string, options?: Parameters<ApiClient['get']>[1]) => {
      const answer = client.get<T>(path, options);
      if (path === '/api/v1/instance')
        answer.then(
          (wire) => found(!isInstanceDocument(wire)),
          (error: unknown) => {
            // A static host answers 404, or its index page where JSON was asked for. A server
            // error, a refusal or a lost connection may come from an instance having a bad
            // moment: since standalone sends every page to the instance form, they prove nothing.
            if (isApiError(error) && (error.kind === 'not-found' || error.kind === 'bad-response'))
              found(true);
          },
        );
      return answer;
    },
  };
}
