import type { Page, Request } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { callsTo } from './support/outbox';
import { signInWithToken, TOKENS } from './support/session';

const TIMELINE = '/api/v1/timelines/public';

/**
 * Holds the app's script until `release` is called, so what the page asks for meanwhile can
 * only come from the early script (issue 28: the landing timeline is asked for while the
 * bundle still downloads).
 */
async function holdAppScript(page: Page): Promise<() => void> {
  let release = () => undefined as void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** The first page's requests: newer pages (a poll, the stream's catch-up) carry an id. */
function firstPage(requests: Request[]): Request[] {
  return requests.filter((r) => !/[?&](since_id|min_id|max_id)=/.test(r.url()));
}

function timelineRequests(page: Page): Request[] {
  const seen: Request[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === TIMELINE) seen.push(request);
  });
  return seen;
}

test.describe('the landing timeline asked for before the app runs', () => {
  test.describe.configure({ timeout: 90_000 });

  test('signed out: asked for once, while the app script is still held, and shown', async ({
    page,
    request,
  }) => {
    const before = (await callsTo(request, TIMELINE, 'GET')).length;
    const seen = timelineRequests(page);
    const release = await holdAppScript(page);
    await page.goto('/main/all', { waitUntil: 'commit' });
    await expect.poll(() => seen.length, { timeout: 30_000 }).toBe(1);
    expect(seen[0]!.headers()['authorization']).toBeUndefined();
    release();
    const feed = page.getByRole('feed', { name: 'Federated timeline' });
    await expect(feed.getByRole('article').first()).toBeVisible({ timeout: 30_000 });
    await expect(feed).toHaveAttribute('aria-busy', 'false');
    // The app adopted the early answer instead of asking again; the server saw what the page sent.
    expect(firstPage(seen)).toHaveLength(1);
    // A later page's call the page has sent may not have reached the server's log yet.
    await expect
      .poll(async () => (await callsTo(request, TIMELINE, 'GET')).length - before - seen.length)
      .toBe(0);
  });

  test('signed in: asked for with the stored token, once, and shown', async ({ page, request }) => {
    await signInWithToken(page, TOKENS.admin);
    const before = (await callsTo(request, TIMELINE, 'GET')).length;
    const seen = timelineRequests(page);
    const release = await holdAppScript(page);
    await page.goto('/main/all', { waitUntil: 'commit' });
    await expect.poll(() => seen.length, { timeout: 30_000 }).toBe(1);
    expect(seen[0]!.headers()['authorization']).toBe(`Bearer ${TOKENS.admin}`);
    release();
    const feed = page.getByRole('feed', { name: 'Federated timeline' });
    await expect(feed.getByRole('article').first()).toBeVisible({ timeout: 30_000 });
    // Signed in: the composer is there.
    await expect(page.getByRole('button', { name: 'Post', exact: true })).toBeVisible({
      timeout: 30_000,
    });
    expect(firstPage(seen)).toHaveLength(1);
    // A later page's call the page has sent may not have reached the server's log yet.
    await expect
      .poll(async () => (await callsTo(request, TIMELINE, 'GET')).length - before - seen.length)
      .toBe(0);
  });

  test('a page that is not a timeline asks for none early', async ({ page }) => {
    const seen = timelineRequests(page);
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 30_000 });
    expect(seen).toHaveLength(0);
  });
});

test.describe('the theme asked for before the app runs', () => {
  test.describe.configure({ timeout: 90_000 });

  /** The theme files the page asks for (the styles index names them). */
  function themeRequests(page: Page): string[] {
    const seen: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/static/themes/')) seen.push(pathname);
    });
    return seen;
  }

  for (const held of ['app script', 'styles index'] as const)
    test(`its file is asked for once: the early script's, adopted (${held} late)`, async ({
      page,
    }) => {
      const seen = themeRequests(page);
      // Either the app comes after the index (the early script alone asks), or the index
      // after the app (both wait on the same answer: the app must still take the early call).
      let release = () => undefined as void;
      const released = new Promise<void>((resolve) => (release = resolve));
      const pattern =
        held === 'app script' ? /\/assets\/index-[^/]+\.js$/ : /\/static\/styles\.json$/;
      await page.route(pattern, async (route) => {
        await released;
        await route.continue();
      });
      await page.goto('/main/all', { waitUntil: 'commit' });
      if (held === 'app script') await expect.poll(() => seen.length, { timeout: 30_000 }).toBe(1);
      // The app's script in and waiting on the index too (a fixed wait: nothing shows it).
      else await page.waitForTimeout(1_500);
      release();
      const feed = page.getByRole('feed', { name: 'Federated timeline' });
      await expect(feed.getByRole('article').first()).toBeVisible({ timeout: 30_000 });
      await page.waitForLoadState('networkidle');
      expect(seen).toHaveLength(1);
    });
});
