import { expect, test } from './support/fixtures';
import { signInWithToken, TOKENS } from './support/session';

// Screenshots for people to look at (definition of done, item 8); they assert only that the page rendered.
const SHOTS = [
  { name: 'federated', path: '/main/all', token: null },
  { name: 'local-admin', path: '/main/public', token: TOKENS.admin },
];

for (const width of [390, 1440]) {
  test.describe(`screenshots at ${width} px`, () => {
    test.use({ viewport: { width, height: width < 800 ? 844 : 900 } });
    for (const shot of SHOTS) {
      test(shot.name, async ({ page }) => {
        if (shot.token) await signInWithToken(page, shot.token);
        await page.goto(shot.path);
        await expect(page.getByRole('feed').getByRole('article').first()).toBeVisible();
        await page.waitForLoadState('networkidle');
        await page.screenshot({ path: `test-results/screenshots/${shot.name}-${width}.png` });
      });
    }
  });
}
