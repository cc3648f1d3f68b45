import { expect, test, type Page } from './support/fixtures';
import { Secret, TOTP } from 'otpauth';
import { loginForm } from './support/authForms';

test.use({ viewport: { width: 1440, height: 900 } });

const totp = new TOTP({ secret: Secret.fromBase32('PETRELDEMOTOTPQUENTIN234') });

async function passwordStep(page: Page) {
  await page.goto('/login');
  const form = loginForm(page);
  await form.getByRole('textbox', { name: 'Username' }).fill('quentin');
  await form.getByLabel('Password').fill('petrel-quentin');
  await form.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Two-factor authentication' })).toBeVisible();
}

test('a TOTP code signs in; a wrong one shows the error and clears the code', async ({ page }) => {
  await passwordStep(page);
  const code = page.getByRole('textbox', { name: 'Authentication code' });
  await code.fill('000000');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('alert')).toHaveText(/Invalid code/);
  await expect(code).toHaveValue('');
  await code.fill(totp.generate());
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/main\/friends$/);
});

test('swaps to a recovery code and back, and a recovery code signs in', async ({ page }) => {
  await passwordStep(page);
  await page.getByRole('button', { name: 'Use a recovery code instead' }).click();
  await expect(page.getByRole('textbox', { name: 'Recovery code' })).toBeVisible();
  await page.getByRole('button', { name: 'Use an authentication code instead' }).click();
  await expect(page.getByRole('textbox', { name: 'Authentication code' })).toBeVisible();
  await page.getByRole('button', { name: 'Use a recovery code instead' }).click();
  // Each recovery code works once per server start; the list has five, later ones for reruns.
  for (const recovery of ['e2c8b61d4f', '7f3a9c0e8b', '0a7d3f9e5c']) {
    await page.getByRole('textbox', { name: 'Recovery code' }).fill(recovery);
    await page.getByRole('button', { name: 'Verify' }).click();
    const done = await Promise.race([
      page.waitForURL(/\/main\/friends$/).then(() => true),
      expect(page.getByRole('alert'))
        .toBeVisible()
        .then(() => false),
    ]);
    if (done) break;
  }
  await expect(page).toHaveURL(/\/main\/friends$/);
});

test('cancel goes back to the password form', async ({ page }) => {
  await passwordStep(page);
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(loginForm(page).getByRole('textbox', { name: 'Username' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Two-factor authentication' })).toHaveCount(0);
});
