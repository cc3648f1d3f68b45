import { expect, test } from './support/fixtures';

test.use({ viewport: { width: 1440, height: 900 } });

test('the token strategy leaves for the authorize page and returns through /oauth-callback', async ({
  page,
}) => {
  // The instance's frontend configuration chooses the token login method.
  await page.route('**/api/pleroma/frontend_configurations', async (route) => {
    const response = await route.fetch();
    const json = (await response.json()) as { pleroma_fe: Record<string, unknown> };
    await route.fulfill({ json: { pleroma_fe: { ...json.pleroma_fe, loginMethod: 'token' } } });
  });
  // Hold the code exchange until the placeholder has been seen (a fixed delay was flaky
  // on a busy machine: the exchange could finish before the check ran).
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/oauth/token', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/login');
  await expect(page.getByText('signs you in on its own page')).toBeVisible();
  await page.getByRole('button', { name: 'Continue to the sign-in page' }).click();
  await expect(page).toHaveURL(/\/oauth\/authorize\?/);
  await page.getByLabel('Username or email').fill('priya');
  await page.getByLabel('Password').fill('petrel-priya');
  await page.getByRole('button', { name: 'Authorize' }).click();
  await expect(page).toHaveURL(/\/oauth-callback\?code=/);
  await expect(page.getByText('Finishing sign-in…')).toBeVisible();
  release();
  await expect(page).toHaveURL(/\/main\/friends$/);
  await expect(
    page
      .getByRole('complementary', { name: 'Sidebar' })
      .getByRole('region', { name: 'Your account' }),
  ).toContainText('@priya');
});

test('a bad code shows an error and a way back to sign in', async ({ page }) => {
  await page.goto('/oauth-callback?code=not-a-code');
  await expect(page.getByRole('alert')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to sign-in' })).toBeVisible();
});

test('a server without the password grant switches the panel to its own sign-in page', async ({
  page,
}) => {
  // snac2's answer to the password grant: a bare 400 with an empty body.
  await page.route('**/oauth/token', async (route) => {
    const form = new URLSearchParams(route.request().postData() ?? '');
    if (form.get('grant_type') === 'password') await route.fulfill({ status: 400, body: '' });
    else await route.continue();
  });
  await page.goto('/login');
  const main = page.getByRole('main');
  await main.getByLabel('Username').fill('priya');
  await main.getByLabel('Password').fill('petrel-priya');
  await main.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(main.getByRole('alert')).toHaveText(/does not take passwords from other apps/);
  await expect(main.getByLabel('Password')).toHaveCount(0);
  await main.getByRole('button', { name: 'Continue to the sign-in page' }).click();
  await expect(page).toHaveURL(/\/oauth\/authorize\?/);
  await page.getByLabel('Username or email').fill('priya');
  await page.getByLabel('Password').fill('petrel-priya');
  await page.getByRole('button', { name: 'Authorize' }).click();
  await expect(page).toHaveURL(/\/main\/friends$/);
});
