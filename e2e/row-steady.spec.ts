import { expect, test } from './support/fixtures';
import { signInWithToken, TOKENS } from './support/session';
import { injectStatuses } from './support/stream';

declare global {
  interface Window {
    __firstRowHeights?: number[];
  }
}

// Issue 28: on a cold load the first rows render before the signed-in action bar's lazy part
// resolves; its placeholder had no height, so each row then grew by the bar (36 px) and moved
// everything below it, including the row being read.
test('a row keeps its height when its action bar arrives on a cold load', async ({
  page,
  request,
}) => {
  await injectStatuses(request, { count: 1, account: 'amara', text: 'A steady row {n}' });
  await page.addInitScript(() => {
    const heights: number[] = [];
    window.__firstRowHeights = heights;
    const sizes = new ResizeObserver((entries) => {
      for (const entry of entries)
        heights.push(Math.round(entry.borderBoxSize[0]?.blockSize ?? entry.contentRect.height));
    });
    new MutationObserver((_, watch) => {
      const row = document.querySelector('[role="feed"] article');
      if (!row) return;
      sizes.observe(row);
      watch.disconnect();
    }).observe(document, { childList: true, subtree: true });
  });
  await signInWithToken(page, TOKENS.member);
  await page.goto('/main/friends');
  const row = page.getByRole('feed', { name: 'Home' }).getByRole('article').first();
  await expect(row).toHaveAccessibleName(/A steady row 00001/);
  await expect(row.getByRole('button', { name: /^Favourite/ })).toBeVisible();
  // A few frames for a late resize to be observed.
  await page.waitForTimeout(500);
  const heights = await page.evaluate(() => window.__firstRowHeights ?? []);
  expect(heights.length).toBeGreaterThan(0);
  expect(new Set(heights)).toEqual(new Set([heights[0]]));
});
