import { expect, test } from './support/fixtures';
import { placeHostileContent, watchForHarm } from './support/hostile';
import { resetInstance } from './support/statuses';

// Screenshots of the hostile timeline for people to look at: long words, deep nesting and
// huge names must stay inside their column. They assert only that the page rendered.

test.beforeAll(async ({ request }) => {
  await resetInstance(request);
  await placeHostileContent(request);
});

test.afterAll(async ({ request }) => {
  await resetInstance(request);
});

for (const width of [390, 1440]) {
  test(`hostile timeline at ${width} px`, async ({ page }) => {
    test.setTimeout(60_000);
    await page.setViewportSize({ width, height: width < 800 ? 844 : 900 });
    await watchForHarm(page);
    await page.goto('/main/public');
    const first = page.getByRole('feed').getByRole('article').first();
    await expect(first).toBeVisible({ timeout: 20_000 });
    // Nothing may widen the page past the viewport.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      width,
    );
    await page.screenshot({
      path: `test-results/screenshots/hardening-timeline-${width}.png`,
      fullPage: true,
      clip: { x: 0, y: 0, width, height: 3000 },
    });
  });
}
