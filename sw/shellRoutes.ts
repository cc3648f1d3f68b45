/**
 * Which navigations the cached app shell answers. Everything the server itself renders or
 * answers (the API, OAuth's sign-in pages, nodeinfo, uploaded media, the instance's static
 * files, Akkoma's admin and Phoenix pages) goes to the network and is never cached: only
 * the built client is (docs/security.md).
 */
const SERVER_PATHS =
  /^\/(api|oauth|nodeinfo|\.well-known|__control|static|media|proxy|emoji|instance|pleroma\/admin|phoenix|objects|activities|inbox|relay|internal|manifest\.json)(\/|$)/;

/** Whether a same-origin navigation to this path is a client route (the shell answers it). */
export function isClientRoute(pathname: string): boolean {
  return !SERVER_PATHS.test(pathname);
}

/** Whether a same-origin path is a built language chunk (kept on first use, sw/localeCache.ts). */
export function isLocaleChunk(pathname: string): boolean {
  return /^\/assets\/locale-[^/]+\.js$/.test(pathname);
}
