import type { Page, Request } from '@playwright/test';
import { findAxeViolations } from './support/axe';
import { bearer, registerAccount, SEEDED_ADDRESSES } from './support/accounts';
import { expect, test } from './support/fixtures';
import { startEachTestFromSeed } from './support/seededEach';
import { signInWithToken, TOKENS } from './support/session';

/**
 * The lists moved onto the feed primitive (issue 26): each pages with "Load more" from the
 * Link header (or an offset), asks for the next page once, and shows no row twice.
 */
test.use({ viewport: { width: 1440, height: 900 } });
test.describe.configure({ mode: 'serial', timeout: 90_000 });

/** Screenshots of the list with its "Load more" in view, wide and narrow. */
async function shoot(page: Page, more: ReturnType<Page['getByRole']>, name: string) {
  await more.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `test-results/screenshots/${name}-1440.png` });
  await page.setViewportSize({ width: 390, height: 844 });
  await more.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `test-results/screenshots/${name}-390.png` });
  await page.setViewportSize({ width: 1440, height: 900 });
}
startEachTestFromSeed();

/** The requests to `path` made from now on (its query string as a URLSearchParams each). */
function watch(page: Page, path: string): URLSearchParams[] {
  const seen: URLSearchParams[] = [];
  page.on('request', (request: Request) => {
    const url = new URL(request.url());
    if (url.pathname === path) seen.push(url.searchParams);
  });
  return seen;
}

async function names(rows: ReturnType<Page['getByRole']>): Promise<string[]> {
  return rows.evaluateAll((items) => items.map((item) => item.textContent ?? ''));
}

test('follow requests page with Load more: the second page once, no row twice', async ({
  page,
  request,
}) => {
  // Every other seeded account asks (the seed's 3 among them): 22, past the page of 20.
  const askers = SEEDED_ADDRESSES.filter((a) => a !== 'wren');
  for (const from of askers) {
    const answer = await request.post('/__control/stream/notification', {
      data: { to: 'wren', from, type: 'follow_request' },
    });
    expect(answer.ok()).toBe(true);
  }
  const all = await request.get('/api/v1/follow_requests?limit=40', {
    headers: { authorization: `Bearer ${TOKENS.locked}` },
  });
  const total = ((await all.json()) as unknown[]).length;
  expect(total).toBeGreaterThan(20);

  await signInWithToken(page, TOKENS.locked);
  const calls = watch(page, '/api/v1/follow_requests');
  await page.goto('/friend-requests');
  const main = page.getByRole('main');
  const rows = main.getByRole('listitem');
  await expect(rows).toHaveCount(20, { timeout: 30_000 });
  const more = main.getByRole('button', { name: 'Load more' });
  await shoot(page, more, 'paged-follow-requests');
  await more.click();
  await expect(rows).toHaveCount(total);
  const shown = await names(rows);
  expect(new Set(shown).size).toBe(total);
  expect(calls.filter((q) => q.has('max_id'))).toHaveLength(1);
  // The last page was short: nothing more is offered.
  await expect(more).toHaveCount(0);
  expect(await findAxeViolations(page)).toEqual([]);

  // Deciding a request takes its row out of the held list, the others stay.
  await rows.first().getByRole('button', { name: /^Deny/ }).click();
  await expect(rows).toHaveCount(total - 1);
});

test('search results page on per tab with Load more, each page once, no post twice', async ({
  page,
}) => {
  // "and" matches 56 public posts of the seed: pages of 20, 20 and 16.
  const calls = watch(page, '/api/v2/search');
  await page.goto('/search?query=and');
  const panel = page.getByRole('tabpanel', { name: 'Posts' });
  const posts = panel.getByRole('article');
  await expect(posts).toHaveCount(20, { timeout: 30_000 });
  // A full page is no total: the count says more may follow.
  await expect(page.getByRole('tab', { name: 'Posts (20+)' })).toBeVisible();
  // One call for the first page of every tab.
  expect(calls).toHaveLength(1);
  const more = panel.getByRole('button', { name: 'Load more' });
  await shoot(page, more, 'paged-search');
  await more.click();
  await expect(posts).toHaveCount(40);
  await expect(page.getByRole('tab', { name: 'Posts (40+)' })).toBeVisible();
  const later = calls.filter((q) => q.has('offset'));
  expect(later.map((q) => [q.get('type'), q.get('offset')])).toEqual([['statuses', '20']]);
  await more.click();
  await expect(posts).toHaveCount(56);
  await expect(more).toHaveCount(0);
  await expect(page.getByRole('tab', { name: 'Posts (56)' })).toBeVisible();
  const links = await posts.evaluateAll((articles) =>
    articles.map((a) => a.querySelector('a[href*="/notice/"]')?.getAttribute('href') ?? ''),
  );
  expect(new Set(links).size).toBe(56);
  expect(calls.filter((q) => q.has('offset'))).toHaveLength(2);
  expect(await findAxeViolations(page)).toEqual([]);
});

test('followed hashtags page with Load more, each once', async ({ page, request }) => {
  // A fresh account, so the follows leave no trace for the specs after this one.
  const fresh = await registerAccount(request, 'tags');
  const names = Array.from({ length: 23 }, (_, i) => `paged${String(i).padStart(2, '0')}`);
  for (const name of names) {
    const answer = await request.post(`/api/v1/tags/${name}/follow`, {
      headers: bearer(fresh.token),
    });
    expect(answer.ok()).toBe(true);
  }
  await signInWithToken(page, fresh.token);
  const calls = watch(page, '/api/v1/followed_tags');
  await page.goto(`/${fresh.username}#followees`);
  await page.getByRole('button', { name: 'Hashtags' }).click();
  const tags = page.getByRole('list', { name: 'Followed hashtags' }).getByRole('link');
  await expect(tags).toHaveCount(20, { timeout: 30_000 });
  const more = page.getByRole('button', { name: 'Load more' });
  await shoot(page, more, 'paged-followed-tags');
  await more.click();
  await expect(tags).toHaveCount(names.length);
  const shown = await tags.evaluateAll((links) => links.map((a) => a.textContent ?? ''));
  expect([...shown].sort()).toEqual(names.map((name) => `#${name}`));
  expect(calls.filter((q) => q.has('max_id'))).toHaveLength(1);
  await expect(more).toHaveCount(0);
});
