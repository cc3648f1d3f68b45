import { expect, test } from './support/fixtures';
import { signInWithToken, TOKENS } from './support/session';
import { injectStatuses, waitForListener } from './support/stream';

test.describe.configure({ mode: 'serial' });

for (const width of [390, 1440]) {
  test(`home timeline with the new-posts button at ${width} px`, async ({ page, request }) => {
    await request.post('/__control/reset');
    await page.setViewportSize({ width, height: width < 800 ? 844 : 900 });
    await signInWithToken(page, TOKENS.member);
    await page.goto('/main/friends');
    await expect(
      page.getByRole('feed', { name: 'Home' }).getByRole('article').first(),
    ).toBeVisible();
    await waitForListener(request, 'user');
    // Below the top, new posts are counted behind the button instead of showing.
    await page.mouse.wheel(0, 1200);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
    await injectStatuses(request, { count: 3, account: 'amara', text: 'Screenshot news {n}' });
    const button = page.getByRole('button', { name: 'Show 3 new posts' });
    await expect(button).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(button).toBeInViewport();
    await page.screenshot({ path: `test-results/screenshots/timeline-home-${width}.png` });
  });
}
