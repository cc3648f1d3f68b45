import { expect, test } from './support/fixtures';
import { startInstance, type RunningInstance } from './support/instance';
import { signInWithToken, TOKENS } from './support/session';

test.use({ viewport: { width: 1440, height: 900 } });

test.describe('an instance without a mailer', () => {
  test('says passwords cannot be reset here', async ({ page }) => {
    await page.goto('/password-reset');
    await expect(page.getByText('cannot send email, so passwords cannot be reset')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Email address' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Return to the home page' })).toBeVisible();
  });

  test('a signed-in user goes to the root', async ({ page }) => {
    await signInWithToken(page, TOKENS.member);
    await page.goto('/password-reset');
    await expect(page).toHaveURL(/\/main\/friends$/);
  });
});

test.describe('an instance that mails', () => {
  // In one worker: the instance starts once, not once per half of these tests.
  test.describe.configure({ mode: 'default' });
  let instance: RunningInstance;
  test.beforeAll(async () => {
    instance = await startInstance(['--mailer', '--control']);
  });
  test.afterAll(async () => instance?.stop());

  test('asks for an email, then says to check the mail', async ({ page }) => {
    await page.goto(`${instance.url}/password-reset`);
    const email = page.getByRole('textbox', { name: 'Email address' });
    await page.getByRole('button', { name: 'Send the reset link' }).click();
    await expect(page.getByText('Enter the email address of your account.')).toBeVisible();
    await email.fill('juniper@petrel.example');
    await page.getByRole('button', { name: 'Send the reset link' }).click();
    // The page's own notice, not the app-wide live region (also a status) beside it.
    await expect(page.getByRole('main').getByRole('status')).toHaveText(
      'Check your email for a link to reset your password.',
    );
  });

  test('a 429 says too many requests', async ({ page, request }) => {
    await request.post(`${instance.url}/__control/fail`, {
      data: { status: 429, path: '/auth/password' },
    });
    await page.goto(`${instance.url}/password-reset`);
    await page.getByRole('textbox', { name: 'Email address' }).fill('juniper@petrel.example');
    await page.getByRole('button', { name: 'Send the reset link' }).click();
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('Too many requests');
    await expect(alert).toContainText('You have reached the limit of attempts, try again later.');
  });

  test('a network failure gives the generic error, dismissible, keeping the address', async ({
    page,
  }) => {
    await page.goto(`${instance.url}/password-reset`);
    await page.route('**/auth/password**', (route) => route.abort('failed'));
    const email = page.getByRole('textbox', { name: 'Email address' });
    await email.fill('juniper@petrel.example');
    await page.getByRole('button', { name: 'Send the reset link' }).click();
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('could not be sent');
    await expect(email).toHaveValue('juniper@petrel.example');
    await alert.getByRole('button', { name: 'Dismiss' }).click();
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test('a required reset explains itself above the form', async ({ page, request }) => {
    await request.post(`${instance.url}/__control/password-reset-required`, {
      data: { nickname: 'rosa' },
    });
    await page.goto(`${instance.url}/login`);
    await page.getByRole('textbox', { name: 'Username' }).fill('rosa');
    await page.getByLabel('Password').fill('petrel-rosa');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/password-reset$/);
    await expect(
      page.getByText('This instance requires you to reset your password before you can sign in.'),
    ).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Email address' })).toBeVisible();
  });
});

test('without a mailer, a required reset gets its own message', async ({ page, request }) => {
  await request.post('/__control/password-reset-required', { data: { nickname: 'ezra' } });
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'Username' }).fill('ezra');
  await page.getByLabel('Password').fill('petrel-ezra');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/password-reset$/);
  await expect(
    page.getByText('requires you to reset your password, but it cannot send email'),
  ).toBeVisible();
  await request.post('/__control/password-reset-required', {
    data: { nickname: 'ezra', required: false },
  });
});
