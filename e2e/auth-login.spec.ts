import { expect, test } from './support/fixtures';
import { loginForm, signInWithPassword } from './support/authForms';

test.use({ viewport: { width: 1440, height: 900 } });

test.describe('password sign-in', () => {
  test('signs in from the sidebar, goes to friends, and a reload keeps the session', async ({
    page,
  }) => {
    await page.goto('/main/public');
    const sidebar = page.getByRole('complementary', { name: 'Sidebar' });
    const form = sidebar.getByRole('form', { name: /^Sign in to/ });
    await expect(form.getByRole('link', { name: 'Forgot password?' })).toBeVisible();
    await expect(form.getByRole('link', { name: 'Create an account' })).toBeVisible();
    await form.getByRole('textbox', { name: 'Username' }).fill('juniper');
    await form.getByLabel('Password').fill('petrel-juniper');
    await form.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/main\/friends$/);
    await expect(sidebar.getByRole('region', { name: 'Your account' })).toContainText('@juniper');

    const stored = await page.evaluate(() => localStorage.getItem('petrel:session'));
    expect(stored).toContain('clientSecret');
    await page.reload();
    await expect(page).toHaveURL(/\/main\/friends$/);
    await expect(sidebar.getByRole('region', { name: 'Your account' })).toContainText('@juniper');
  });

  test("a wrong password shows the server's words, dismissible, and keeps the username", async ({
    page,
  }) => {
    await page.goto('/login');
    const form = loginForm(page);
    await form.getByRole('textbox', { name: 'Username' }).fill('juniper');
    await form.getByLabel('Password').fill('not-it');
    await form.getByRole('button', { name: 'Sign in' }).click();
    const alert = form.getByRole('alert');
    await expect(alert).toHaveText(/Invalid credentials/);
    await expect(form.getByRole('textbox', { name: 'Username' })).toHaveValue('juniper');
    await alert.getByRole('button', { name: 'Dismiss' }).click();
    await expect(form.getByRole('alert')).toHaveCount(0);
  });

  test('a 401 on verification reads "Wrong username or password"', async ({ page, request }) => {
    await request.post('/__control/fail', {
      data: { status: 401, path: '/api/v1/accounts/verify_credentials' },
    });
    await page.goto('/login');
    const form = loginForm(page);
    await form.getByRole('textbox', { name: 'Username' }).fill('juniper');
    await form.getByLabel('Password').fill('petrel-juniper');
    await form.getByRole('button', { name: 'Sign in' }).click();
    await expect(form.getByRole('alert')).toHaveText(/Wrong username or password/);
    await expect(page).toHaveURL(/\/login$/);
  });

  test('another verification error reads "An error occurred, please try again"', async ({
    page,
    request,
  }) => {
    await request.post('/__control/fail', {
      data: { status: 500, path: '/api/v1/accounts/verify_credentials' },
    });
    await page.goto('/login');
    const form = loginForm(page);
    await form.getByRole('textbox', { name: 'Username' }).fill('juniper');
    await form.getByLabel('Password').fill('petrel-juniper');
    await form.getByRole('button', { name: 'Sign in' }).click();
    await expect(form.getByRole('alert')).toHaveText(/An error occurred, please try again/);
  });

  test('a network failure reads "Failed to connect to server, try again"', async ({ page }) => {
    await page.goto('/login');
    await page.route('**/oauth/token', (route) => route.abort('failed'));
    const form = loginForm(page);
    await form.getByRole('textbox', { name: 'Username' }).fill('juniper');
    await form.getByLabel('Password').fill('petrel-juniper');
    await form.getByRole('button', { name: 'Sign in' }).click();
    await expect(form.getByRole('alert')).toHaveText(/Failed to connect to server, try again/);
  });

  test('a required password reset goes to the reset screen with its flag', async ({
    page,
    request,
  }) => {
    await request.post('/__control/password-reset-required', { data: { nickname: 'signe' } });
    await page.goto('/login');
    const form = loginForm(page);
    await form.getByRole('textbox', { name: 'Username' }).fill('signe');
    await form.getByLabel('Password').fill('petrel-signe');
    await form.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/password-reset$/);
    await expect(page.getByText('requires you to reset your password')).toBeVisible();
    await request.post('/__control/password-reset-required', {
      data: { nickname: 'signe', required: false },
    });
  });
});

test.describe('logout', () => {
  test('asks first by default, can be cancelled, then signs out to the local timeline', async ({
    page,
  }) => {
    await signInWithPassword(page, 'amara', 'petrel-amara');
    await page.getByRole('button', { name: 'Sign out' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Sign out?' });
    await dialog.getByRole('button', { name: 'Stay signed in' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page).toHaveURL(/\/main\/friends$/);

    const revoke = page.waitForRequest('**/oauth/revoke');
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Sign out' }).click();
    await revoke;
    await expect(page).toHaveURL(/\/main\/public$/);
    await expect(loginForm(page)).toBeVisible();
    const stored = await page.evaluate(() => localStorage.getItem('petrel:session'));
    expect(stored).toContain('"token":null');
    await page.reload();
    await expect(loginForm(page)).toBeVisible();
  });

  test('signs out at once when modalOnLogout is off', async ({ page }) => {
    await page.addInitScript(() =>
      localStorage.setItem(
        'petrel:preferences',
        JSON.stringify({ state: { values: { modalOnLogout: false } }, version: 0 }),
      ),
    );
    await signInWithPassword(page, 'dmitri', 'petrel-dmitri');
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/main\/public$/);
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
    await expect(loginForm(page)).toBeVisible();
  });

  test('the mobile drawer signs out too', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signInWithPassword(page, 'hana', 'petrel-hana');
    await page.getByRole('button', { name: 'Menu' }).click();
    await page
      .getByRole('dialog', { name: 'Menu' })
      .getByRole('button', { name: 'Sign out' })
      .click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/main\/public$/);
    await expect(page.getByRole('link', { name: 'Sign in' }).first()).toBeVisible();
  });
});
