import { expect, test, type Locator, type Page } from './support/fixtures';
import { signInWithToken, TOKENS } from './support/session';
import { dropSockets, waitForListener } from './support/stream';

// Issue 24 item 10: a notice lay over the timeline's title and load button at 1440 px.

test.describe.configure({ timeout: 60_000 });

/** Whether the element is what a click at its centre would hit. */
async function uncovered(page: Page, target: Locator): Promise<boolean> {
  const box = await target.boundingBox();
  if (!box) return false;
  const hit = await target.evaluate(
    (el, [x, y]) => {
      const top = document.elementFromPoint(x!, y!);
      return top !== null && (top === el || el.contains(top));
    },
    [box.x + box.width / 2, box.y + box.height / 2],
  );
  return hit;
}

for (const [width, height] of [
  [390, 844],
  [1440, 900],
] as const) {
  test(`the live-updates notice covers neither title nor load button at ${width} px`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width, height });
    await signInWithToken(page, TOKENS.member);
    await page.goto('/main/friends');
    const feed = page.getByRole('feed', { name: 'Home' });
    await expect(feed.getByRole('article').first()).toBeVisible({ timeout: 20_000 });
    await waitForListener(request, 'user');
    // Held down long enough to look at; the reconnect's own notice follows it.
    expect(await dropSockets(request, 1006, 4000)).toBeGreaterThan(0);
    const notice = page.getByText(/Live updates stopped \(code 1006\)/);
    await expect(notice).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 0));
    const title = page.getByRole('heading', { level: 1, name: 'Home' });
    const load = page.getByRole('button', { name: 'Up to date' });
    expect(await uncovered(page, title)).toBe(true);
    expect(await uncovered(page, load)).toBe(true);
    expect(await uncovered(page, page.getByRole('button', { name: 'Quick settings' }))).toBe(true);
    await page.screenshot({ path: `test-results/notice-${width}.png` });
  });
}

test('a notice arriving while the reader is down the page does not move what they read', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInWithToken(page, TOKENS.member);
  await page.goto('/main/friends');
  const feed = page.getByRole('feed', { name: 'Home' });
  await expect(feed.getByRole('article').first()).toBeVisible({ timeout: 20_000 });
  await expect(feed).toHaveAttribute('aria-busy', 'false');
  await waitForListener(request, 'user');
  const reading = feed.getByRole('article').nth(4);
  await reading.evaluate((el) => window.scrollBy(0, el.getBoundingClientRect().top - 400));
  const before = (await reading.boundingBox())?.y ?? 0;
  expect(await dropSockets(request, 1006, 4000)).toBeGreaterThan(0);
  await expect(page.getByText(/Live updates stopped \(code 1006\)/)).toBeVisible();
  const after = (await reading.boundingBox())?.y ?? 0;
  expect(Math.abs(after - before)).toBeLessThan(2);
});
