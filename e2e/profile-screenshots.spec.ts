import { expect, test } from './support/fixtures';
import { signInWithToken, TOKENS } from './support/session';
import { resetInstance } from './support/statuses';

// Screenshots of the profile screens for people to look at; they assert only that they rendered.
test.beforeAll(async ({ request }) => {
  await resetInstance(request);
});

// Several shots a test: more time than one page's default.
test.setTimeout(90_000);

for (const width of [390, 1440]) {
  test.describe(`profile screenshots at ${width} px`, () => {
    test.use({ viewport: { width, height: width < 800 ? 844 : 900 } });

    // The member's shots in one test: after the first load the browser is warm, which saves a
    // cold start (and the service worker's install) per shot.
    test('member: another user’s profile; own profile, followers tab; remote profile with the actions menu open; report dialog', async ({
      page,
    }) => {
      await signInWithToken(page, TOKENS.member);
      await test.step('another user’s profile', async () => {
        await page.goto('/dmitri');
        await expect(page.getByRole('heading', { level: 1, name: /Dmitri/ })).toBeVisible();
        await expect(page.getByRole('feed').getByRole('article').first()).toBeVisible();
        await page.waitForLoadState('networkidle');
        await page.screenshot({
          path: `test-results/screenshots/profile-other-${width}.png`,
          clip: { x: 0, y: 0, width, height: 1600 },
          fullPage: true,
        });
      });

      await test.step('own profile, followers tab and the actions menu', async () => {
        await page.goto('/juniper#followers');
        await expect(page.getByRole('link', { name: 'Followers', exact: true })).toHaveAttribute(
          'aria-current',
          'page',
        );
        await expect(page.getByRole('button', { name: 'Remove follower' }).first()).toBeVisible();
        await page.waitForLoadState('networkidle');
        await page.screenshot({
          path: `test-results/screenshots/profile-own-followers-${width}.png`,
          fullPage: true,
          clip: { x: 0, y: 0, width, height: 1400 },
        });
      });

      await test.step('remote profile with the actions menu open', async () => {
        await page.goto('/remote-users/@moss@lichen.example');
        await expect(page).toHaveURL(/\/users\//);
        await page.getByRole('button', { name: /^More actions for / }).click();
        await page.waitForLoadState('networkidle');
        await page.screenshot({
          path: `test-results/screenshots/profile-remote-menu-${width}.png`,
        });
      });

      await test.step('report dialog', async () => {
        await page.goto('/remote-users/@moss@lichen.example');
        await page.getByRole('button', { name: /^More actions for / }).click();
        await page.getByRole('button', { name: 'Report' }).click();
        await expect(page.getByRole('dialog')).toBeVisible();
        await expect(page.getByRole('checkbox').nth(1)).toBeVisible();
        await page.screenshot({ path: `test-results/screenshots/profile-report-${width}.png` });
      });
    });

    test('admin profile with labels and fields, deactivated and bot cards', async ({ page }) => {
      await signInWithToken(page, TOKENS.moderator);
      for (const [path, name, shot] of [
        ['/marisol', 'Marisol Ortega', 'admin'],
        ['/felix', 'Felix Brandt', 'deactivated'],
        ['/harbourbot', 'Harbour Tides', 'bot'],
      ] as const) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
        await page.waitForLoadState('networkidle');
        await page.screenshot({
          path: `test-results/screenshots/profile-${shot}-${width}.png`,
          clip: { x: 0, y: 0, width, height: 760 },
        });
      }
    });

    test('visitor on a local profile with the remote follow form', async ({ page }) => {
      await page.goto('/dmitri');
      await expect(page.getByRole('button', { name: 'Remote follow' })).toBeVisible();
      await page.waitForLoadState('networkidle');
      await page.screenshot({
        path: `test-results/screenshots/profile-visitor-${width}.png`,
        clip: { x: 0, y: 0, width, height: 1000 },
        fullPage: true,
      });
    });
  });
}
