import { expect, test } from './support/fixtures';
import { findAxeViolations } from './support/axe';
import { signInWithToken } from './support/session';

const SIZES = [
  { name: '390', width: 390, height: 844 },
  { name: '1440', width: 1440, height: 900 },
];

// An account no other spec signs in as, since every spec of a worker shares its fake instance.
const TOKEN = 'demo-token-rosa';

for (const size of SIZES) {
  test.describe(`settings at ${size.name} px`, () => {
    test.use({ viewport: { width: size.width, height: size.height } });
    test.describe.configure({ timeout: 90_000 });

    test('the settings tabs', async ({ page }) => {
      await signInWithToken(page, TOKEN);
      await page.goto('/main/friends');
      if (size.width < 800) {
        await page.getByRole('button', { name: 'Menu' }).click();
        await page.getByRole('button', { name: 'Settings', exact: true }).click();
      } else {
        await page.getByRole('button', { name: 'Settings', exact: true }).first().click();
      }
      const dialog = page.getByRole('dialog', { name: 'Settings' });
      await expect(dialog.getByRole('tablist', { name: 'Settings areas' })).toBeVisible();
      await page.screenshot({ path: `test-results/screenshots/settings-general-${size.name}.png` });
      for (const tab of [
        'Profile',
        'Security',
        'Mutes and blocks',
        'Data import/export',
        'Theme',
      ]) {
        await dialog.getByRole('tab', { name: tab }).click();
        await expect(dialog.getByRole('tabpanel')).not.toContainText('Loading');
        const slug = tab.toLowerCase().replace(/[^a-z]+/g, '-');
        await page.screenshot({
          path: `test-results/screenshots/settings-${slug}-${size.name}.png`,
        });
      }
      expect(await findAxeViolations(page)).toEqual([]);
    });
  });
}
