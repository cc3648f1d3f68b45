import { expect, type APIRequestContext, type Page } from '@playwright/test';

export interface LoggedCall {
  method: string;
  path: string;
  idempotencyKey: string | null;
}

/** The calls that reached the fake instance under `prefix`, in order (its control API); GETs apart. */
export async function callsTo(
  request: APIRequestContext,
  prefix: string,
  method: 'changes' | 'GET' = 'changes',
): Promise<LoggedCall[]> {
  const reads = method === 'GET' ? '&method=GET' : '';
  const response = await request.get(`/__control/calls?path=${encodeURIComponent(prefix)}${reads}`);
  return ((await response.json()) as { calls: LoggedCall[] }).calls;
}

/**
 * Signs in with a stored token once: unlike `signInWithToken`, a reload keeps the session
 * start-up saved (the account key the outbox is stored under) instead of writing a bare one.
 */
export async function signInOnce(page: Page, token: string): Promise<void> {
  await page.addInitScript((value) => {
    if (window.localStorage.getItem('petrel:session') !== null) return;
    window.localStorage.setItem(
      'petrel:session',
      JSON.stringify({ state: { token: value }, version: 0 }),
    );
  }, token);
}

/** How many entries the active account's outbox holds on disk (IndexedDB). */
export async function outboxOnDisk(page: Page): Promise<number> {
  return page.evaluate(async () => {
    const session = JSON.parse(window.localStorage.getItem('petrel:session') ?? '{}') as {
      state?: { activeKey?: string };
    };
    const name = `petrel:${session.state?.activeKey ?? ''}:outbox`;
    const known = await indexedDB.databases();
    if (!known.some((d) => d.name === name)) return 0;
    return new Promise<number>((resolve, reject) => {
      const open = indexedDB.open(name);
      open.onerror = () => reject(new Error(String(open.error)));
      open.onsuccess = () => {
        const db = open.result;
        const count = db.transaction('keyval').objectStore('keyval').count();
        count.onsuccess = () => {
          resolve(count.result);
          db.close();
        };
        count.onerror = () => reject(new Error(String(count.error)));
      };
    });
  });
}

/** The list of posts waiting in the outbox. */
export function waitingPosts(page: Page) {
  return page.getByRole('region', { name: 'Waiting to send' });
}

/**
 * Goes offline once the service worker controls the page: the app's chunks (the composer, the
 * waiting rows) then come from its cache, as they do for a person who visited before.
 */
export async function goOffline(page: Page): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), {
      timeout: 60_000,
    })
    .toBe(true);
  await page.context().setOffline(true);
  await expect.poll(() => page.evaluate(() => navigator.onLine)).toBe(false);
}

/** Goes offline and back online, which fires the page's `online` event. */
export async function comeBackOnline(page: Page): Promise<void> {
  await page.context().setOffline(true);
  await page.context().setOffline(false);
  await expect.poll(() => page.evaluate(() => navigator.onLine)).toBe(true);
}
