import { expect, test } from './support/fixtures';

/**
 * The `petrel:first-status` mark (issue 28) is what the bench times against the floor page, so
 * it must mean what the floor's means: statuses in the document, a frame painted with them,
 * and the mark in the frame after. Counted in animation frames, which a busy machine slows
 * but does not reorder.
 */
test('the first status mark follows the frame that painted the first status', async ({ page }) => {
  await page.addInitScript(() => {
    const seen = { frame: 0, article: -1, mark: -1 };
    (window as unknown as { __firstStatusFrames: typeof seen }).__firstStatusFrames = seen;
    const count = () => {
      seen.frame += 1;
      requestAnimationFrame(count);
    };
    requestAnimationFrame(count);
    new MutationObserver((_records, observer) => {
      if (!document.querySelector('[role="feed"] article')) return;
      seen.article = seen.frame;
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
    new PerformanceObserver((list) => {
      if (list.getEntriesByName('petrel:first-status').length > 0) seen.mark = seen.frame;
    }).observe({ type: 'mark' });
  });
  await page.goto('/main/all');
  await expect(
    page.getByRole('feed', { name: 'Federated timeline' }).getByRole('article').first(),
  ).toBeVisible();
  await page.waitForFunction(() => performance.getEntriesByName('petrel:first-status').length > 0);
  const seen = await page.evaluate(
    () =>
      (window as unknown as { __firstStatusFrames: { article: number; mark: number } })
        .__firstStatusFrames,
  );
  expect(seen.article).toBeGreaterThanOrEqual(0);
  // One frame drew the statuses; the mark is set in the next, as the floor page's is. With the
  // mark asked for in a passive effect, React ran it only after the first paint: a frame later.
  expect(seen.mark - seen.article).toBe(2);
});
