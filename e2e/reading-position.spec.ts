import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { signInWithToken, TOKENS } from './support/session';

test.describe.configure({ mode: 'serial', timeout: 90_000 });
test.use({ viewport: { width: 1440, height: 900 } });

test.beforeEach(async ({ request }) => {
  await request.post('/__control/reset');
});

const feed = (page: Page) => page.getByRole('feed', { name: 'Home' });
const auth = { authorization: `Bearer ${TOKENS.member}` };

async function homeMarker(request: APIRequestContext): Promise<string | null> {
  const response = await request.get('/api/v1/markers?timeline[]=home', { headers: auth });
  const body = (await response.json()) as { home?: { last_read_id: string } };
  return body.home?.last_read_id ?? null;
}

/**
 * Scrolls until the status `index` statuses below the newest sits just under the top bar,
 * and answers its id. Older pages load on the way, as when reading.
 */
async function scrollToStatus(page: Page, index: number): Promise<string> {
  const articles = feed(page).getByRole('article');
  await expect(articles.first()).toBeVisible();
  // The first screen's rows come before the rest; scroll once the feed holds them all.
  await expect(feed(page)).toHaveAttribute('aria-busy', 'false');
  // Far rows drop their content, so the row is found by its place in the feed (aria-posinset).
  const target = feed(page).locator(`article[aria-posinset="${index + 1}"]`);
  const bar = await page.getByRole('banner').first().boundingBox();
  const line = (bar?.y ?? 0) + (bar?.height ?? 0);
  const older = page.getByRole('button', { name: 'Load older posts' });
  const wanted = index + 1;
  await expect(async () => {
    if ((await target.count()) === 0) {
      const places = await articles.evaluateAll((els) =>
        els.map((el) => Number(el.getAttribute('aria-posinset'))),
      );
      // Rows near the viewport carry their articles: below them lies the target, or above.
      const below = places.every((place) => place < wanted);
      // Not loaded yet: the button (which sits at the end) loads the next page when the
      // automatic load has not; clicking it scrolls to the end, where the new rows arrive.
      if (below && (await older.isVisible()))
        await older.click({ timeout: 1000 }).catch(() => undefined);
      // Steps shorter than the viewport, so no row is passed before it was near. Scrolled by
      // script: a wheel event waits for the renderer's acknowledgement, which a busy CI
      // machine can hold back past the test's time.
      await page.evaluate((step) => window.scrollBy(0, step), below ? 600 : -600);
      throw new Error(`status ${wanted} not near the viewport yet`);
    }
    // A few pixels below the bar, so the status before it is no longer whole.
    await target.evaluate(
      (element, y) => window.scrollBy(0, element.getBoundingClientRect().top - y - 4),
      line,
    );
    const top = await target.evaluate((element) => element.getBoundingClientRect().top);
    expect(Math.abs(top - line - 4)).toBeLessThan(2);
  }).toPass({ intervals: [300], timeout: 60_000 });
  // Statuses are compared by id: their names carry a relative time that may tick over.
  const id = await target.getAttribute('data-status-id');
  expect(id).toBeTruthy();
  return id ?? '';
}

/**
 * Waits until the position saved is `id`, the status scrolled to. The page's clock, installed
 * once the scrolling is done (so loading and scrolling run on real time), moves a second per
 * look: the 3 s save delay passes without being waited out, and the timers fire as they would.
 */
async function savedAs(page: Page, read: () => Promise<string | null>, id: string): Promise<void> {
  await page.clock.install();
  await expect
    .poll(
      async () => {
        await page.clock.fastForward(1000);
        return read();
      },
      { timeout: 30_000 },
    )
    .toBe(id);
}

async function signedInPage(browser: Browser, baseURL: string): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await signInWithToken(page, TOKENS.member);
  return page;
}

test('the home timeline opens where reading stopped, in another browser, with the newer ones counted', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  await signInWithToken(page, TOKENS.member);
  await page.goto('/main/friends');
  const name = await scrollToStatus(page, 40);
  // Saved a few seconds after scrolling stopped.
  await savedAs(page, () => homeMarker(request), name);
  await page.context().close();

  const other = await signedInPage(browser, baseURL ?? '');
  await other.goto('/main/friends');
  const first = feed(other).getByRole('article').first();
  await expect(first).toHaveAttribute('data-status-id', name);
  const button = other.getByRole('button', { name: 'Show 40 new posts' });
  await expect(button).toBeVisible();
  // The newer statuses were not thrown at the reader.
  await expect(feed(other).getByRole('article')).not.toHaveCount(60);
  await button.click();
  await expect(other.getByRole('button', { name: 'Up to date' })).toBeVisible();
  await expect(first).not.toHaveAttribute('data-status-id', name);
  await other.context().close();
});

test('with the setting off the home timeline opens at the top', async ({ page, request }) => {
  await signInWithToken(page, TOKENS.member);
  await page.goto('/main/friends');
  const newest = await feed(page).getByRole('article').first().getAttribute('data-status-id');
  const name = await scrollToStatus(page, 15);
  await savedAs(page, () => homeMarker(request), name);

  await page.getByRole('button', { name: 'Settings', exact: true }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Settings' });
  await dialog.getByRole('tab', { name: 'General' }).click();
  const setting = dialog.getByRole('checkbox', {
    name: 'Open the home timeline where I stopped reading',
  });
  await expect(setting).toBeChecked();
  await setting.uncheck();
  await page.keyboard.press('Escape');

  await page.reload();
  // The browser may restore the window's scroll on reload (far rows then drop their content);
  // what matters is that the list starts at the newest status, with none held back.
  await expect(page.getByRole('button', { name: 'Up to date' })).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 0));
  const first = feed(page).getByRole('article').first();
  await expect(first).toHaveAttribute('data-status-id', newest ?? '');
  await expect(first).not.toHaveAttribute('data-status-id', name);
  await expect(page.getByRole('button', { name: 'Up to date' })).toBeVisible();
});

test('a server without markers keeps the position in the browser', async ({ page, request }) => {
  // Every markers call answers 404, as on servers that never had the API.
  await request.post('/__control/fail', {
    data: { status: 404, path: '/api/v1/markers', count: 100 },
  });
  await signInWithToken(page, TOKENS.member);
  await page.goto('/main/friends');
  // Within the first page: this test is about where the position is kept, not about paging.
  const name = await scrollToStatus(page, 15);
  await savedAs(
    page,
    () =>
      page.evaluate(() => {
        const key = Object.keys(window.localStorage).find((k) => k.startsWith('petrel:markers:'));
        const raw = key ? window.localStorage.getItem(key) : null;
        return raw ? ((JSON.parse(raw) as { home?: string }).home ?? null) : null;
      }),
    name,
  );

  await page.reload();
  await expect(feed(page).getByRole('article').first()).toHaveAttribute('data-status-id', name);
  await expect(page.getByRole('button', { name: 'Show 15 new posts' })).toBeVisible();
  // The server never learnt anything.
  await request.post('/__control/reset');
  expect(await homeMarker(request)).toBeNull();
});

test('marking notifications read saves the newest seen one as their position', async ({
  page,
  request,
}) => {
  await signInWithToken(page, TOKENS.member);
  await page.goto('/main/friends');
  await page.getByRole('button', { name: 'Mark as read' }).click();
  const read = async () => {
    const response = await request.get('/api/v1/markers?timeline[]=notifications', {
      headers: auth,
    });
    const body = (await response.json()) as { notifications?: { last_read_id: string } };
    return body.notifications?.last_read_id ?? null;
  };
  await expect.poll(read, { timeout: 15_000 }).not.toBeNull();
  const newest = await request.get('/api/v1/notifications?limit=1', { headers: auth });
  const [first] = (await newest.json()) as { id: string }[];
  expect(await read()).toBe(first?.id);
});
