import { expect, test } from './support/fixtures';
import { signInWithToken, TOKENS } from './support/session';

// Screenshots of the keyboard help and the focus ring for people to look at.
for (const width of [390, 1440]) {
  test.describe(`keyboard screenshots at ${width} px`, () => {
    test.use({ viewport: { width, height: width < 800 ? 844 : 900 } });

    test('a status chosen with j, then the help dialog', async ({ page }) => {
      await signInWithToken(page, TOKENS.member);
      await page.goto('/main/friends');
      const articles = page.getByRole('feed').getByRole('article');
      await expect(articles.first()).toBeVisible();
      await page.keyboard.press('j');
      await page.keyboard.press('j');
      // What the keys do loads on the first press: seconds on a busy machine.
      await expect(articles.nth(1)).toBeFocused({ timeout: 15_000 });
      await page.screenshot({ path: `test-results/screenshots/keyboard-focus-${width}.png` });
      await page.keyboard.press('?');
      await expect(page.getByRole('dialog', { name: 'Keyboard shortcuts' })).toBeVisible();
      await page.screenshot({ path: `test-results/screenshots/keyboard-help-${width}.png` });
    });
  });
}
