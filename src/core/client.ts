import { createApiClient, type ApiClient } from '../api';
import { serverAnswered } from './reachability';
import { useSessionStore } from './session/sessionStore';

const getToken = () => useSessionStore.getState().token;
// Bound at each call so tests can stub globalThis.fetch; a good answer says the network works.
const fetchImpl: typeof fetch = (input, init) =>
  globalThis.fetch(input, init).then((response) => {
    if (response.ok) serverAnswered();
    return response;
  });
let bound: ApiClient = createApiClient({
  baseUrl: useSessionStore.getState().instanceUrl,
  getToken,
  fetchImpl,
});

/** The client for the active account's instance; a switch to another instance makes a new one. */
function current(): ApiClient {
  const { instanceUrl } = useSessionStore.getState();
  if (bound.baseUrl !== instanceUrl.replace(/\/+$/, ''))
    bound = createApiClient({ baseUrl: instanceUrl, getToken, fetchImpl });
  return bound;
}

/** A client for another instance or token (issue 16: sign-in elsewhere, switching accounts). */
export function clientFor(baseUrl: string, token: () => string | null = () => null): ApiClient {
  return createApiClient({ baseUrl, getToken: token });
}

/**
 * The client every feature uses: bound to the session's instance and token at each call, so
 * switching accounts (issue 16) moves every later request to the new instance.
 */
export const api: ApiClient = {
  get baseUrl() {
    return current().baseUrl;
  },
  get: (path, options) => current().get(path, options),
  getPage: (path, options) => current().getPage(path, options),
  getText: (path, options) => current().getText(path, options),
  post: (path, options) => current().post(path, options),
  put: (path, options) => current().put(path, options),
  patch: (path, options) => current().patch(path, options),
  del: (path, options) => current().del(path, options),
  upload: (path, form, options) => current().upload(path, form, options),
  url: (path, query) => current().url(path, query),
};
