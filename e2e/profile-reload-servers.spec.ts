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
  });
}
