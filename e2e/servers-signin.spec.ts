import { expect, test } from './support/fixtures';

test.use({ viewport: { width: 1440, height: 900 } });

/**
 * Issue 25, item 1: GoToSocial's answer to a password grant (a 400 `invalid_request` about the
 * missing redirect_uri) means "no password grant here". Petrel switches to the server's own
 * page, and remembers it for this server, so the next visit asks for no password.
 */
test('a server that refused the password grant once is sent to its own page from then on', async ({
  page,
}) => {
  await page.route('**/oauth/token', async (route) => {
    const form = new URLSearchParams(route.request().postData() ?? '');
    if (form.get('grant_type') === 'password')
      await route.fulfill({
        status: 400,
        json: {
          error: 'invalid_request',
          error_description: 'Bad Request: redirect_uri was not set in the token request form',
        },
      });
    else await route.continue();
  });
  await page.goto('/login');
  const main = page.getByRole('main');
  await main.getByLabel('Username').fill('priya');
  await main.getByLabel('Password').fill('petrel-priya');
  await main.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(main.getByRole('alert')).toHaveText(/does not take passwords from other apps/);
  await expect(main.getByLabel('Password')).toHaveCount(0);

  // A later visit: no password form at all, only the way to the server's page.
  await page.reload();
  await expect(main.getByText('signs you in on its own page')).toBeVisible();
  await expect(main.getByLabel('Password')).toHaveCount(0);
  await main.getByRole('button', { name: 'Continue to the sign-in page' }).click();
  await expect(page).toHaveURL(/\/oauth\/authorize\?/);
  await page.getByLabel('Username or email').fill('priya');
  await page.getByLabel('Password').fill('petrel-priya');
  await page.getByRole('button', { name: 'Authorize' }).click();
  await expect(page).toHaveURL(/\/main\/friends$/);
});
