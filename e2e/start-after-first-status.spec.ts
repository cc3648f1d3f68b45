import { expect, test } from './support/fixtures';

/**
 * Start-up work no first screen shows waits for the first status (issues 27/28): the installed
 * app's manifest link is added once the first status is painted, not in the mount, and the
 * page still ends up with the instance's manifest. Timed against the mark, which a busy
 * machine slows but does not reorder.
 */
test('the app manifest is given after the first status, not before it', async ({ page }) => {
  await page.addInitScript(() => {
    const seen = { manifest: -1 };
    (window as unknown as { __manifestAt: typeof seen }).__manifestAt = seen;
    new MutationObserver((_records, observer) => {
      if (!document.querySelector('link[rel="manifest"]')) return;
      seen.manifest = performance.now();
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto('/main/all');
  await expect(
    page.getByRole('feed', { name: 'Federated timeline' }).getByRole('article').first(),
  ).toBeVisible();
  await page.waitForFunction(() => document.querySelector('link[rel="manifest"]') !== null);
  const { manifest, firstStatus } = await page.evaluate(() => ({
    manifest: (window as unknown as { __manifestAt: { manifest: number } }).__manifestAt.manifest,
    firstStatus: performance.getEntriesByName('petrel:first-status')[0]?.startTime ?? -1,
  }));
  expect(firstStatus).toBeGreaterThan(0);
  expect(manifest).toBeGreaterThanOrEqual(firstStatus);
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toMatch(/^blob:/);
});
