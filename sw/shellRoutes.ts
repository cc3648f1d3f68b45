/**
 * Which requests are the server's. Everything the server itself renders or answers (the API,
 * OAuth's sign-in pages, nodeinfo, uploaded media, the instance's static files, Akkoma's admin
 * and Phoenix pages) goes to the network and is never cached: only the built client is
 * (docs/security.md).
 */
export const SERVER_PREFIXES = [
  'api',
  'oauth',
  'nodeinfo',
  '.well-known',
  '__control',
  'static',
  'media',
  'proxy',
  'emoji',
  'instance',
  'pleroma/admin',
  'phoenix',
  'objects',
  'activities',
  'inbox',
  'relay',
  'internal',
  'manifest.json',
];

const SERVER_PATHS = new RegExp(
  `^/(${SERVER_PREFIXES.map((p) => p.replace(/[.]/g, '\\.')).join('|')})(/|$)`,
);

/** Whether a same-origin navigation to this path is a client route (the shell answers it). */
export function isClientRoute(pathname: string): boolean {
  return !SERVER_PATHS.test(pathname);
}

/** Whether a same-origin path is a built language chunk (kept on first use, sw/localeCache.ts). */
export function isLocaleChunk(pathname: string): boolean {
  return /^\/assets\/locale-[^/]+\.js$/.test(pathname);
}
