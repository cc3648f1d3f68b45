import { expect, test, type Page } from './support/fixtures';
import { signInWithToken } from './support/session';

// A setting that changes nothing is a defect. The Theme tab's own "Background" colour was laid
// over the theme's colours, but the page's surfaces take a theme's panel colour first, and every
// theme the instance ships names one: the choice was stored and changed nothing. (On servers
// without themes the own colours are not offered: servers-ui-mastodon and -gotosocial.)

test.use({ viewport: { width: 1440, height: 900 } });
// Two full loads and a theme applied three times, on a shared machine.
test.describe.configure({ timeout: 90_000 });

// An account no other spec signs in as.
const EZRA = 'demo-token-ezra';

const panel = (page: Page) =>
  page.evaluate(() =>
    getComputedStyle(document.documentElement).getPropertyValue('--bg-panel').trim(),
  );

async function themeTab(page: Page) {
  await page.getByRole('button', { name: 'Settings', exact: true }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Settings' });
  await dialog.getByRole('tab', { name: 'Theme' }).click();
  return dialog;
}

test('an own background colour paints the panels, stays over a reload and resets', async ({
  page,
}) => {
  await signInWithToken(page, EZRA);
  await page.goto('/main/friends');
  await expect(page.getByRole('feed').getByRole('article').first()).toBeVisible();
  let dialog = await themeTab(page);
  const background = dialog.getByLabel('Background', { exact: true });
  // The theme's own panel colour (pleroma-dark).
  await expect.poll(() => panel(page)).toBe('#1b2736');

  await test.step('on: the chosen colour paints the panels at once', async () => {
    await background.fill('#884422');
    await expect.poll(() => panel(page)).toBe('#884422');
    await page.screenshot({ path: 'test-results/settings-own-background-1440.png' });
  });

  await test.step('on: still so after a reload', async () => {
    await page.reload();
    await expect(page.getByRole('feed').getByRole('article').first()).toBeVisible();
    await expect.poll(() => panel(page)).toBe('#884422');
  });

  await test.step("off: reset, the theme's colour is back", async () => {
    dialog = await themeTab(page);
    await dialog.getByRole('button', { name: 'Reset Background' }).click();
    await expect.poll(() => panel(page)).toBe('#1b2736');
    await expect(dialog.getByText('From the theme')).toHaveCount(5);
  });
});
