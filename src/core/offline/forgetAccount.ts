/**
 * Removes everything kept in the browser for an account (issue 27, privacy): its databases
 * (reading store, outbox: every `petrel:<accountKey>:…`) and any service-worker cache entry
 * that is not the built client. The worker caches only the client, so the second finds nothing
 * unless that rule was broken; it is checked here all the same. And its kept first screen
 * (issue 27's repeat visit). Loaded on use.
 */
import { keptScreenKey } from '../session/keptScreen';
import { isAccountDatabase } from './readingKeys';

/** The built client: the shell's page and hashed files, which hold no one's data. */
function isClientFile(url: URL): boolean {
  return (
    url.origin === self.location.origin &&
    (url.pathname === '/index.html' || url.pathname.startsWith('/assets/'))
  );
}

async function forgetDatabases(accountKey: string): Promise<void> {
  if (typeof indexedDB === 'undefined' || typeof indexedDB.databases !== 'function') return;
  const names = (await indexedDB.databases())
    .map((db) => db.name ?? '')
    .filter((name) => isAccountDatabase(name, accountKey));
  await Promise.all(
    names.map(
      (name) =>
        new Promise<void>((resolve) => {
          const request = indexedDB.deleteDatabase(name);
          request.onsuccess = request.onerror = () => resolve();
          // Blocked by a connection that does not close: it goes once that tab closes.
          request.onblocked = () => resolve();
        }),
    ),
  );
}

async function forgetCachedAnswers(): Promise<void> {
  if (typeof caches === 'undefined') return;
  for (const name of await caches.keys()) {
    const cache = await caches.open(name);
    for (const request of await cache.keys()) {
      if (request.headers.has('authorization') || !isClientFile(new URL(request.url)))
        await cache.delete(request);
    }
  }
}

export async function forgetAccountData(accountKey: string): Promise<void> {
  // Its first screen kept for the next visit (its home's statuses, its name).
  try {
    localStorage.removeItem(keptScreenKey(accountKey));
  } catch {
    // No storage: nothing was kept.
  }
  await Promise.all([
    forgetDatabases(accountKey).catch((error: unknown) =>
      console.warn('Removing saved data failed', error),
    ),
    forgetCachedAnswers().catch((error: unknown) =>
      console.warn('Checking the worker caches failed', error),
    ),
  ]);
}
