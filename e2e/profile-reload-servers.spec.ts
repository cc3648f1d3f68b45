import type { Page } from '@playwright/test';
import { expect, test } from './support/refuseWorker';
import { startSoftwareInstance, type RunningInstance } from './support/instance';
import { signInWithToken, TOKENS } from './support/session';

// A reload of a remote account's page (nothing cached) on Mastodon and GoToSocial: the page is
// addressed by the account's id, so it is asked by id at once, with no account call refused.
// The fake answers in each server's own id shape (Mastodon's digits, GoToSocial's ULIDs).

test.use({ viewport: { width: 390, height: 844 } });

for (const software of ['mastodon', 'gotosocial'] as const) {
  test.describe(software, () => {
    let server: RunningInstance;
    test.beforeAll(async () => {
      server = await startSoftwareInstance(software);
    });
    test.afterAll(async () => {
      await server?.stop();
    });

    test('a remote account page opened by address loads with no refused account call', async ({
      page,
      request,
    }) => {
      const found = await request.get(
        `${server.url}/api/v1/accounts/lookup?acct=${encodeURIComponent('nell@harbour.example')}`,
      );
      const { id } = (await found.json()) as { id: string };
      const refused: string[] = [];
      page.on('response', (response) => {
        if (response.url().includes('/api/v1/accounts') && response.status() >= 400)
          refused.push(`${response.status()} ${response.url()}`);
      });
      await signInWithToken(page, TOKENS.member);
      await page.goto(`${server.url}/users/${id}`);
      await expect(page.getByRole('heading', { level: 1, name: /Nell Brennan/ })).toBeVisible({
        timeout: 20_000,
      });
      await expect(page.getByText('@nell@harbour.example').first()).toBeVisible();
      expect(refused).toEqual([]);
    });

    // Mastodon's `hide_collections` hides both lists and keeps their counts; GoToSocial's
    // answers (shared/fixtures/gotosocial) carry no such field.
    if (software === 'mastodon')
      test('an account hiding its lists has no Followers or Following tab', async ({ page }) => {
        await signInWithToken(page, TOKENS.member);
        await page.goto(`${server.url}/wren`);
        const card = page.getByRole('region', { name: 'Wren Halloway' }).first();
        await expect(page.getByRole('heading', { level: 1, name: /Wren Halloway/ })).toBeVisible({
          timeout: 20_000,
        });
        const tabs = page.getByRole('navigation', { name: 'Profile views' });
        await expect(tabs.getByRole('link', { name: 'Posts', exact: true })).toBeVisible();
        await expect(tabs.getByRole('link', { name: 'Followers', exact: true })).toHaveCount(0);
        await expect(tabs.getByRole('link', { name: 'Following', exact: true })).toHaveCount(0);
        await expect(page.getByText('No followers yet.')).toHaveCount(0);
        // The count stays, as Mastodon sends it.
        await expect(card.getByRole('link', { name: /^Followers \d+$/ })).toBeVisible();
      });

    // Mastodon 4.1+ takes the same as one update_credentials flag, hide_collections; the
    // Privacy section offers it as one switch. GoToSocial has no such parameter.
    const hideBoth = 'Hide who I follow and who follows me';
    if (software === 'gotosocial')
      test('the Privacy section offers no switch for hiding both lists', async ({ page }) => {
        await page.setViewportSize({ width: 1440, height: 900 });
        await signInWithToken(page, TOKENS.member);
        await page.goto(`${server.url}/main/friends`);
        const dialog = await openProfileSettings(page);
        await expect(dialog.getByRole('checkbox', { name: /^Approve followers/ })).toBeVisible({
          timeout: 20_000,
        });
        await expect(dialog.getByRole('checkbox', { name: hideBoth })).toHaveCount(0);
      });
    if (software === 'mastodon')
      test('hiding both lists: a failed save keeps the old choice, a saved one survives a reload and hides the tabs from others', async ({
        page,
        browser,
        request,
      }) => {
        await request.post(`${server.url}/__control/reset`);
        await page.setViewportSize({ width: 1440, height: 900 });
        await signInWithToken(page, TOKENS.member);
        await page.goto(`${server.url}/main/friends`);
        let dialog = await openProfileSettings(page);
        const hide = dialog.getByRole('checkbox', { name: hideBoth });
        await expect(hide).not.toBeChecked({ timeout: 20_000 });

        const path = '**/api/v1/accounts/update_credentials';
        await page.route(path, (route) => route.fulfill({ status: 500, json: { error: 'down' } }));
        await hide.click();
        await expect(hide).not.toBeChecked();
        await expect(hide).toBeEnabled();
        await page.unroute(path);

        const saved = page.waitForResponse(
          (r) => r.request().method() === 'PATCH' && r.url().includes('update_credentials'),
        );
        await hide.check();
        expect((await saved).request().postDataJSON()).toEqual({ hide_collections: true });
        await expect(hide).toBeChecked();
        await page.screenshot({ path: `${SHOTS}/privacy-mastodon-1440.png` });

        await page.reload();
        dialog = await openProfileSettings(page);
        await expect(dialog.getByRole('checkbox', { name: hideBoth })).toBeChecked({
          timeout: 20_000,
        });
        await page.setViewportSize({ width: 390, height: 844 });
        await dialog.getByRole('checkbox', { name: hideBoth }).scrollIntoViewIfNeeded();
        await page.screenshot({ path: `${SHOTS}/privacy-mastodon-390.png` });

        const other = await browser.newContext({ viewport: { width: 390, height: 844 } });
        try {
          const wren = await other.newPage();
          await signInWithToken(wren, TOKENS.locked);
          await wren.goto(`${server.url}/juniper`);
          await expect(
            wren.getByRole('heading', { level: 1, name: /June Park/ }).first(),
          ).toBeVisible({ timeout: 20_000 });
          const tabs = wren.getByRole('navigation', { name: 'Profile views' });
          await expect(tabs.getByRole('link', { name: 'Posts', exact: true })).toBeVisible();
          await expect(tabs.getByRole('link', { name: 'Followers', exact: true })).toHaveCount(0);
          await expect(tabs.getByRole('link', { name: 'Following', exact: true })).toHaveCount(0);
        } finally {
          await other.close();
        }
        await request.post(`${server.url}/__control/reset`);
      });
  });
}

const SHOTS = 'test-results/screenshots';

async function openProfileSettings(page: Page) {
  const dialog = page.getByRole('dialog', { name: 'Settings' });
  if (!(await dialog.isVisible()))
    await page.getByRole('button', { name: 'Settings' }).first().click();
  await dialog.getByRole('tab', { name: 'Profile' }).click();
  return dialog;
}
