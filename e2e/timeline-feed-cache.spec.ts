import { expect, test } from './support/fixtures';
import { signInWithToken, TOKENS } from './support/session';
import { injectStatuses } from './support/stream';

test.beforeEach(async ({ request }) => {
  await request.post('/__control/reset');
});

// Issue 26: a feed keeps its statuses in the query cache for as long as it holds their ids, so
// coming back after the cache's five minutes is a catch-up call, not one call per row.
test('returning to a tag timeline after its cache time makes at most 2 requests', async ({
  page,
  request,
}) => {
  await page.clock.install();
  await injectStatuses(request, { count: 25, rate: 1000, text: 'Cached row {n} #feedreturn' });
  await signInWithToken(page, TOKENS.member);
  await page.goto('/tag/feedreturn');
  const feed = page.getByRole('feed', { name: '#feedreturn' });
  // The feed holds a page of 20; only the rows near the viewport render (issue 28's window).
  await expect(feed.getByRole('article').first()).toContainText('Cached row');
  await expect(feed).toHaveAttribute('aria-busy', 'false');

  // A page that shows none of these statuses, so nothing else keeps them in the cache.
  await page
    .getByRole('navigation', { name: 'Navigation' })
    .getByRole('link', { name: 'About' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'About' })).toBeVisible();
  // Past the query cache's gc time of five minutes.
  await page.clock.fastForward('06:00');

  const calls: string[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (
      url.pathname.startsWith('/api/v1/timelines/') ||
      url.pathname.startsWith('/api/v1/statuses')
    )
      calls.push(url.pathname + url.search);
  });
  await page.goBack();
  await expect(feed).toHaveAttribute('aria-busy', 'false');
  await expect(feed.getByRole('article').first()).toContainText('Cached row');
  // Let any per-row fetch that would start show up before counting.
  await page.waitForTimeout(2000);
  expect(calls.length, calls.join('\n')).toBeLessThanOrEqual(2);
});
