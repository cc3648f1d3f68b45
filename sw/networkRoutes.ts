/**
 * Chromium's static routing for service workers, where the browser has it (feature-detected):
 * rules the browser applies itself, before and without the worker's JS.
 * - The server's own paths go to the network: API calls, streaming, media and OAuth never wait
 *   for the worker to start or to decide, and by construction never meet its caches.
 * - The built client's hashed files (`/assets/*`) come straight from the precache: a repeat
 *   visit's scripts and stylesheet no longer queue behind the worker's fetch handler, which
 *   answered each of them in turn after the cached index.html (issue 27's repeat visit,
 *   docs/decisions.md). A file the precache does not hold goes to the network. The language
 *   chunks, kept on first use by the worker's own route (sw/localeCache.ts), still go to it.
 * Elsewhere the worker's routes answer as before (no route of its own matches server paths).
 */
import { LOCALE_CHUNK_PATTERN, SERVER_PREFIXES } from './shellRoutes';

declare const self: ServiceWorkerGlobalScope;

type RouterSource = 'network' | 'fetch-event' | { cacheName: string };

interface RouterRule {
  condition: { urlPattern: URLPattern };
  source: RouterSource;
}

type RoutableInstall = ExtendableEvent & { addRoutes?: (rules: RouterRule[]) => Promise<void> };

const rule = (pathname: string, source: RouterSource): RouterRule => ({
  condition: { urlPattern: new URLPattern({ pathname }) },
  source,
});

/** The rules in the order the browser tries them (the first that matches wins). */
export function staticRoutes(precache: string): Array<[pathname: string, source: RouterSource]> {
  return [
    ...SERVER_PREFIXES.map((prefix): [string, RouterSource] => [`/${prefix}/*`, 'network']),
    [LOCALE_CHUNK_PATTERN, 'fetch-event'],
    ['/assets/*', { cacheName: precache }],
  ];
}

/** `precache` is the name of the cache Workbox's precache keeps the build in. */
export function routeStatically(precache: string): void {
  self.addEventListener('install', (event) => {
    const install = event as RoutableInstall;
    if (typeof install.addRoutes !== 'function' || typeof URLPattern !== 'function') return;
    const rules = staticRoutes(precache).map(([pathname, source]) => rule(pathname, source));
    event.waitUntil(install.addRoutes(rules).catch(() => undefined));
  });
}
