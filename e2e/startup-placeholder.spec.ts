import { expect, test } from './support/fixtures';

// index.html shows a loading placeholder until the app mounts (docs/decisions.md, issue 7).

test('the app replaces the loading placeholder when it mounts', async ({ page }) => {
  await page.goto('/main/all');
  await expect(page.getByRole('feed').getByRole('article').first()).toBeVisible();
  // The placeholder is a decorative svg in #app; once mounted, the app's own tree is all there is.
  const leftovers = await page.evaluate(
    () => document.querySelectorAll('#app > [aria-hidden="true"] > svg').length,
  );
  expect(leftovers).toBe(0);
});
