import { SEEDED_ADDRESSES } from './support/accounts';
import { findAxeViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { goOffline, signInOnce } from './support/outbox';
import { TOKENS } from './support/session';

// Offline reading and the outbox come from the service worker's cache.
test.use({ serviceWorker: 'install' });

const reason = 'This needs a connection to the server.';

// Offline, the next page of a list says it needs the server: never a "Load more" whose click
// can only fail with a network error (issue 27).
test('offline, "Load more" gives way to the reason; online again it pages on', async ({
  page,
  context,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  // Every other seeded account asks to follow the locked account: past the page of 20.
  for (const from of SEEDED_ADDRESSES.filter((a) => a !== 'wren')) {
    const answer = await request.post('/__control/stream/notification', {
      data: { to: 'wren', from, type: 'follow_request' },
    });
    expect(answer.ok()).toBe(true);
  }
  await signInOnce(page, TOKENS.locked);
  await page.goto('/friend-requests');
  const main = page.getByRole('main');
  const rows = main.getByRole('listitem');
  await expect(rows).toHaveCount(20, { timeout: 30_000 });
  const more = main.getByRole('button', { name: 'Load more' });
  await expect(more).toBeVisible();

  await goOffline(page);
  const offline = main.getByRole('status').filter({ hasText: reason });
  try {
    await expect(offline).toBeVisible();
    await expect(more).toHaveCount(0);
    await expect(page.getByText('Failed to connect to server')).toHaveCount(0);
    expect(await findAxeViolations(page)).toEqual([]);
    for (const width of [390, 1440]) {
      await page.setViewportSize({ width, height: 800 });
      await offline.scrollIntoViewIfNeeded();
      await page.screenshot({ path: testInfo.outputPath(`offline-load-more-${width}.png`) });
    }
  } finally {
    await context.setOffline(false);
  }
  await expect(more).toBeVisible({ timeout: 20_000 });
  await more.click();
  await expect(rows).not.toHaveCount(20);
  await expect(offline).toHaveCount(0);
});
