import type { APIRequestContext, Page } from '@playwright/test';
import { findAxeViolations } from './support/axe';
import { bearer, registerAccount, type FreshAccount } from './support/accounts';
import { expect, test } from './support/fixtures';
import { startSoftwareInstance, type RunningInstance } from './support/instance';
import { TOKENS, USERNAMES } from './support/session';

// Offline reading and the outbox come from the service worker's cache.
test.use({ serviceWorker: 'install' });

// Issue 27, items 3 and 5: what an account last read is kept in its own IndexedDB database,
// shown offline under a banner, refreshed when the network returns, and removed at logout.

async function post(request: APIRequestContext, account: FreshAccount, status: string) {
  const response = await request.post('/api/v1/statuses', {
    headers: bearer(account.token),
    form: { status, visibility: 'public' },
  });
  expect(response.ok()).toBe(true);
}

/**
 * Signs in once with a stored token, as a returning user (start-up verifies it): only the next
 * page load gets it, so later loads keep what the client itself stored (the account list).
 */
async function signIn(page: Page, account: FreshAccount): Promise<void> {
  await page.addInitScript((token) => {
    if (sessionStorage.getItem(`seeded:${token}`)) return;
    sessionStorage.setItem(`seeded:${token}`, '1');
    localStorage.setItem('petrel:session', JSON.stringify({ state: { token }, version: 0 }));
  }, account.token);
}

/** Names of this origin's IndexedDB databases. */
function databases(page: Page): Promise<string[]> {
  return page.evaluate(async () => (await indexedDB.databases()).map((db) => db.name ?? ''));
}

/** The texts of the statuses saved in a reading database's home part. */
function savedHome(page: Page, name: string): Promise<string[]> {
  return page.evaluate(
    (db) =>
      new Promise<string[]>((resolve) => {
        const open = indexedDB.open(db);
        open.onsuccess = () => {
          const connection = open.result;
          if (!connection.objectStoreNames.contains('keyval')) {
            connection.close();
            return resolve([]);
          }
          const get = connection.transaction('keyval').objectStore('keyval').get('home');
          get.onsuccess = () => {
            connection.close();
            const saved = get.result as { value: { text: string }[] } | undefined;
            resolve(saved?.value.map((s) => s.text) ?? []);
          };
        };
      }),
    name,
  );
}

/** Visits home online until its first page is saved for offline reading; gives the database. */
async function visitHome(page: Page, marker: string): Promise<string> {
  await page.goto('/main/friends');
  await expect(page.getByRole('article').filter({ hasText: marker })).toBeVisible();
  let name = '';
  await expect
    .poll(
      async () => {
        name = (await databases(page)).find((n) => n.endsWith(':reading')) ?? '';
        return name ? (await savedHome(page, name)).join(' ') : '';
      },
      { timeout: 20_000 },
    )
    .toContain(marker);
  return name;
}

async function shellCached(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), {
      timeout: 30_000,
    })
    .toBe(true);
}

const banner = (page: Page) =>
  page.getByRole('status').filter({ hasText: /You are offline; showing what was saved at \d/ });

test('after one visit, a reload offline shows the saved home timeline; online again refreshes it', async ({
  page,
  context,
  request,
}, testInfo) => {
  const account = await registerAccount(request, 'off');
  await post(request, account, 'Saved for the train ride');
  await signIn(page, account);
  await visitHome(page, 'Saved for the train ride');
  await shellCached(page);

  await context.setOffline(true);
  try {
    await page.reload();
    await expect(banner(page)).toBeVisible({ timeout: 20_000 });
    // The account stands (no sign-in page) and its home shows what was saved.
    await expect(page.getByRole('heading', { name: 'Home' })).toBeVisible();
    await expect(
      page.getByRole('article').filter({ hasText: 'Saved for the train ride' }),
    ).toBeVisible();
    // Controls that need the server say so.
    await expect(page.getByRole('button', { name: 'Offline' })).toBeDisabled();
    await expect(page.getByText('Older posts need a connection to the server.')).toBeVisible();
    // Nothing fails with the network error: the notifications column says what it needs.
    await expect(page.getByText(/Failed to connect to server/)).toHaveCount(0);
    await expect(
      page
        .getByRole('region', { name: 'Notifications' })
        .getByRole('status')
        .filter({ hasText: 'This needs a connection to the server.' }),
    ).toBeVisible();
    expect(await findAxeViolations(page)).toEqual([]);
    for (const width of [1440, 390]) {
      await page.setViewportSize({ width, height: 800 });
      await expect(banner(page)).toBeVisible();
      await page.screenshot({ path: testInfo.outputPath(`offline-banner-${width}.png`) });
    }
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.evaluate(() => {
      (window as unknown as { __sameDocument: boolean }).__sameDocument = true;
    });
    await post(request, account, 'Written while the reader was away');
  } finally {
    await context.setOffline(false);
  }
  await expect(banner(page)).toHaveCount(0);
  await expect(
    page.getByRole('article').filter({ hasText: 'Written while the reader was away' }),
  ).toBeVisible({ timeout: 20_000 });
  expect(
    await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument),
    'refreshed without a reload',
  ).toBe(true);
});

test('after logout neither IndexedDB nor the worker caches hold anything of the account', async ({
  page,
  request,
}) => {
  const account = await registerAccount(request, 'bye');
  await post(request, account, 'Nothing of this may stay');
  await signIn(page, account);
  const name = await visitHome(page, 'Nothing of this may stay');
  await shellCached(page);
  const prefix = name.replace(/reading$/, '');
  expect(prefix).toMatch(/^petrel:http:\/\/.+\|.+:$/);

  await page.getByRole('button', { name: 'Sign out' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/main\/public$/);
  await expect
    .poll(async () => (await databases(page)).filter((n) => n.startsWith(prefix)), {
      timeout: 20_000,
    })
    .toEqual([]);
  const cached = await page.evaluate(async (token) => {
    const found: string[] = [];
    for (const cacheName of await caches.keys()) {
      const cache = await caches.open(cacheName);
      for (const entry of await cache.keys()) {
        const path = new URL(entry.url).pathname;
        if (!(path === '/index.html' || path.startsWith('/assets/'))) found.push(path);
        if (entry.headers.get('authorization')?.includes(token)) found.push('AUTHORIZATION');
        const body = await (await cache.match(entry))?.text();
        if (body?.includes(token) || body?.includes('Nothing of this may stay')) found.push(path);
      }
    }
    return found;
  }, account.token);
  expect(cached).toEqual([]);
});

test('a second account signed in does not see the first one’s saved timeline', async ({
  page,
  context,
  request,
}) => {
  const first = await registerAccount(request, 'one');
  const second = await registerAccount(request, 'two');
  await post(request, first, 'Only the first account reads this');
  await post(request, second, 'The second account’s own post');
  await signIn(page, first);
  const firstDb = await visitHome(page, 'Only the first account reads this');
  // Another person on this browser signs in with the second account.
  await signIn(page, second);
  await page.goto('/main/friends');
  await expect(
    page.getByRole('article').filter({ hasText: 'The second account’s own post' }),
  ).toBeVisible();
  // Its own database, holding its own home only.
  let secondDb = '';
  await expect
    .poll(
      async () => {
        secondDb =
          (await databases(page)).find((n) => n.endsWith(':reading') && n !== firstDb) ?? '';
        return secondDb ? (await savedHome(page, secondDb)).join(' ') : '';
      },
      { timeout: 20_000 },
    )
    .toContain('The second account’s own post');
  expect((await savedHome(page, secondDb)).join(' ')).not.toContain('Only the first account');
  await shellCached(page);

  await context.setOffline(true);
  try {
    await page.reload();
    await expect(banner(page)).toBeVisible({ timeout: 20_000 });
    await expect(
      page.getByRole('article').filter({ hasText: 'The second account’s own post' }),
    ).toBeVisible();
    await expect(
      page.getByRole('article').filter({ hasText: 'Only the first account reads this' }),
    ).toHaveCount(0);
  } finally {
    await context.setOffline(false);
  }
});

test.describe('on a Mastodon server', () => {
  let instance: RunningInstance;
  test.beforeAll(async () => {
    instance = await startSoftwareInstance('mastodon');
  });
  test.afterAll(async () => {
    await instance?.stop();
  });

  test('home and an opened conversation read offline', async ({ page, context, request }) => {
    const account = { username: USERNAMES.member, password: '', token: TOKENS.member };
    const text = `Kept on Mastodon too ${Date.now()}`;
    const posted = await request.post(`${instance.url}/api/v1/statuses`, {
      headers: bearer(account.token),
      form: { status: text, visibility: 'public' },
    });
    expect(posted.ok()).toBe(true);
    await signIn(page, account);
    await page.goto(`${instance.url}/main/friends`);
    const first = page.getByRole('article').filter({ hasText: text });
    await expect(first).toBeVisible();
    // Open its conversation, so it is kept too.
    await first
      .getByRole('link', { name: /ago|just now/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/notice\//);
    const conversationUrl = page.url();
    await expect(page.getByRole('article').filter({ hasText: text }).first()).toBeVisible();
    await expect
      .poll(
        () =>
          page.evaluate(async () => {
            const name = (await indexedDB.databases()).find((db) =>
              db.name?.endsWith(':reading'),
            )?.name;
            if (!name) return [];
            return new Promise<string[]>((resolve) => {
              const open = indexedDB.open(name);
              open.onsuccess = () => {
                const keys = open.result.transaction('keyval').objectStore('keyval').getAllKeys();
                keys.onsuccess = () => {
                  open.result.close();
                  resolve(keys.result.map(String).sort());
                };
              };
            });
          }),
        { timeout: 20_000 },
      )
      .toEqual(expect.arrayContaining(['conversations', 'home', 'session']));
    await shellCached(page);

    await context.setOffline(true);
    try {
      await page.goto(`${instance.url}/main/friends`);
      await expect(banner(page)).toBeVisible({ timeout: 20_000 });
      await expect(page.getByRole('article').filter({ hasText: text }).first()).toBeVisible();
      await page.goto(conversationUrl);
      await expect(banner(page)).toBeVisible({ timeout: 20_000 });
      await expect(page.getByRole('article').filter({ hasText: text }).first()).toBeVisible();
    } finally {
      await context.setOffline(false);
    }
  });
});

test('a server down while the browser stays online: saved data stands in, and its first answer brings the app back without a reload', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const account = await registerAccount(request, 'down');
  await post(request, account, 'Read before the server went down');
  await signIn(page, account);
  await visitHome(page, 'Read before the server went down');
  await shellCached(page);

  // The browser stays online (no `online` event will come); only the server is unreachable.
  await page.route(/\/api\//, (route) => route.abort('connectionrefused'));
  await page.reload();
  await expect(banner(page)).toBeVisible({ timeout: 20_000 });
  await expect(
    page.getByRole('article').filter({ hasText: 'Read before the server went down' }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Offline' })).toBeDisabled();
  await page.evaluate(() => {
    (window as unknown as { __sameDocument: boolean }).__sameDocument = true;
  });
  await post(request, account, 'Written once the server was back');

  await page.unrouteAll({ behavior: 'ignoreErrors' });
  // The feeds' polling reaches the server: the banner goes and the controls come back.
  await expect(banner(page)).toHaveCount(0, { timeout: 60_000 });
  await expect(page.getByRole('button', { name: 'Offline' })).toHaveCount(0);
  await expect(
    page.getByRole('article').filter({ hasText: 'Written once the server was back' }),
  ).toBeVisible({ timeout: 20_000 });
  expect(
    await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument),
    'refreshed without a reload',
  ).toBe(true);
});
