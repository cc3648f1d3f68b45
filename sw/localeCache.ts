/**
 * The interface language's chunk is not precached (32 languages would triple what a new
 * install downloads); the first time the page loads one through the worker, the worker keeps
 * it. Hashed names never change content, so the cache answers first. A new build starts the
 * cache afresh, since its chunks have new names.
 */
import { registerRoute } from 'workbox-routing';
import { isLocaleChunk } from './shellRoutes';

declare const self: ServiceWorkerGlobalScope;

export const LOCALE_CACHE = 'petrel-locales';

async function cacheFirst(request: Request): Promise<Response> {
  const cache = await caches.open(LOCALE_CACHE);
  const kept = await cache.match(request);
  if (kept) return kept;
  const answer = await fetch(request);
  if (answer.ok) await cache.put(request, answer.clone());
  return answer;
}

export function keepLocaleChunks(): void {
  registerRoute(
    ({ url }) => url.origin === self.location.origin && isLocaleChunk(url.pathname),
    ({ request }) => cacheFirst(request),
  );
  self.addEventListener('activate', (event) => event.waitUntil(caches.delete(LOCALE_CACHE)));
}
