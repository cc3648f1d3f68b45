import { expect, test, type Page } from './support/fixtures';
import { signInWithToken, TOKENS } from './support/session';

// Just after sign-in, an account with no settings on the server is told they are created and
// the sync runs. At 390 px its notices stacked two high (some 200 px) and floated over the
// posts as the reader scrolled. The save is held here, so the sync's notice stays long enough
// to look at.

const PROFILE = '**/api/v1/akkoma/frontend_settings/*/petrel';

/** Holds the profile's fetch and its save until each is let go. */
async function holdSync(page: Page): Promise<{ fetch: () => void; save: () => void }> {
  let fetch!: () => void;
  let save!: () => void;
  const fetched = new Promise<void>((resolve) => (fetch = resolve));
  const saved = new Promise<void>((resolve) => (save = resolve));
  await page.route(PROFILE, async (route) => {
    await (route.request().method() === 'GET' ? fetched : saved);
    await route.continue();
  });
  return { fetch, save };
}

test('at 390 px the sign-in sync says one thing at a time and scrolls away with the page', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const held = await holdSync(page);
  await signInWithToken(page, TOKENS.member);
  await page.goto('/main/friends');
  const feed = page.getByRole('feed', { name: 'Home' });
  await expect(feed.getByRole('article').nth(3)).toBeAttached({ timeout: 20_000 });
  await expect(feed).toHaveAttribute('aria-busy', 'false');
  // The reader has scrolled down the posts when the sync's answer comes.
  await page.evaluate(() => window.scrollTo(0, 400));
  held.fetch();
  const creating = page
    .getByRole('status')
    .filter({ hasText: "No settings on the server yet: creating them from this browser's" });
  await expect(creating).toBeAttached();
  // Read at once (the notices go by themselves after 5 s): the sync's progress is that one
  // notice, with no "Synchronizing…" stacked under it.
  expect(await page.getByRole('status').filter({ hasText: 'Synchronizing settings' }).count()).toBe(
    0,
  );
  // It lies above the page, scrolled away: just under the top bar is a post.
  const under = await page.evaluate(() => {
    const bar = document.querySelector('header')?.getBoundingClientRect().bottom ?? 60;
    return document.elementFromPoint(195, bar + 30)?.closest('[role="status"], article')?.tagName;
  });
  expect(under).toBe('ARTICLE');
  await page.screenshot({ path: 'test-results/narrow-notices-scrolled-390.png' });
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(creating).toBeInViewport();
  await page.screenshot({ path: 'test-results/narrow-notices-creating-390.png' });

  held.save();
  const done = page
    .getByRole('status')
    .filter({ hasText: 'Settings synchronized with the server' });
  await expect(done).toBeVisible();
  await expect(creating).toHaveCount(0);
  await expect(done).toHaveCount(0, { timeout: 10_000 });
});

test('at 390 px an error notice still follows the reader down the page', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.route(PROFILE, (route) =>
    route.fulfill({ status: 500, json: { error: 'Internal server error' } }),
  );
  await signInWithToken(page, TOKENS.member);
  await page.goto('/main/friends');
  const feed = page.getByRole('feed', { name: 'Home' });
  await expect(feed.getByRole('article').first()).toBeVisible({ timeout: 20_000 });
  const failed = page
    .getByRole('alert')
    .filter({ hasText: 'Synchronizing settings with the server failed' });
  await expect(failed).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 400));
  await expect(failed).toBeInViewport();
});
