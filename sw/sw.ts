/**
 * Petrel's service worker (scope /, document 1 §4). It precaches the built client (hashed
 * assets and index.html, listed by the build) and answers client-route navigations with the
 * cached index.html, so a repeat visit starts without the network; it keeps web push. Only
 * the build is cached: API, OAuth and other server answers always go to the network
 * (docs/security.md). Offline reading and the outbox (issue 27, items 3-4) are meant to keep
 * their data in IndexedDB through the page, not in this worker's caches.
 */
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  precacheAndRoute,
} from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { keepLocaleChunks } from './localeCache';
import { serverPathsSkipTheWorker } from './networkRoutes';
import { handlePush } from './push';
import { isClientRoute } from './shellRoutes';
import { SKIP_WAITING } from './messages';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<string | { url: string; revision: string | null }>;
};

serverPathsSkipTheWorker();
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
registerRoute(
  ({ request, url }) =>
    request.mode === 'navigate' &&
    url.origin === self.location.origin &&
    isClientRoute(url.pathname),
  createHandlerBoundToURL('index.html'),
);
keepLocaleChunks();
handlePush();

// A new build waits until the person chooses to reload (the page's update notice sends
// this), so an open tab never runs old and new code together.
self.addEventListener('message', (event) => {
  if ((event.data as { type?: unknown } | null)?.type === SKIP_WAITING) void self.skipWaiting();
});
// The first install takes the page that registered it, so its lazy chunks come from the cache.
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));
