import { createApiClient, type ApiClient } from '../../api';
import { useSessionStore } from './sessionStore';

/** The client every feature uses: bound to the current session's instance and token. */
export const api: ApiClient = createApiClient({
  baseUrl: useSessionStore.getState().instanceUrl,
  getToken: () => useSessionStore.getState().token,
});
