import { findAxeViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { signInWithToken, TOKENS } from './support/session';

// Screenshots of the moderation modal and the admin menu for people to look at; the modal
// is also checked with axe at both widths.
test.beforeEach(async ({ request }) => {
  await request.post('/__control/reset');
});

for (const width of [390, 1440]) {
  test.describe(`moderation screenshots at ${width} px`, () => {
    test.use({ viewport: { width, height: width < 800 ? 844 : 900 } });

    test('the moderation modal', async ({ page }) => {
      await signInWithToken(page, TOKENS.moderator);
      await page.goto('/main/public');
      if (width < 800) {
        await page.getByRole('button', { name: 'Menu' }).click();
        await page
          .getByRole('dialog', { name: 'Menu' })
          .getByRole('button', { name: 'Moderation' })
          .click();
      } else {
        await page.getByRole('button', { name: 'Moderation', exact: true }).click();
      }
      const modal = page.getByRole('dialog', { name: 'Moderation' });
      await expect(modal.getByText('12 reports')).toBeVisible({ timeout: 15_000 });
      await modal
        .getByRole('article', { name: /Report about @omar@harbour\.example/ })
        .first()
        .getByText(/reported posts?$/)
        .click();
      await page.waitForLoadState('networkidle');
      expect(await findAxeViolations(page)).toEqual([]);
      await page.screenshot({ path: `test-results/screenshots/moderation-modal-${width}.png` });
      // The state select and the note field, in the app's field look (issue 24).
      const priya = modal.getByRole('article', { name: 'Report about @priya' });
      await priya.getByRole('textbox', { name: /^Add a note/ }).fill('Spoke to both.');
      await priya.screenshot({
        path: `test-results/screenshots/moderation-report-fields-${width}.png`,
      });
      await modal.getByRole('button', { name: 'Minimize Moderation' }).click();
      await page.screenshot({ path: `test-results/screenshots/moderation-peek-${width}.png` });
    });

    test('the admin menu on a user card', async ({ page }) => {
      await signInWithToken(page, TOKENS.admin);
      await page.goto('/amara');
      await page.getByRole('button', { name: 'Moderation tools for Amara Osei' }).click();
      await expect(page.getByRole('button', { name: 'Force posts to be unlisted' })).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(await findAxeViolations(page)).toEqual([]);
      await page.screenshot({ path: `test-results/screenshots/admin-menu-${width}.png` });
    });
  });
}
