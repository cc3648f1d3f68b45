import { expect, test, type Page } from './support/fixtures';
import { startInstance, type RunningInstance } from './support/instance';

// Screenshots of the access screens for people to look at; they assert only that each rendered.
let mailing: RunningInstance;
test.beforeAll(async () => {
  mailing = await startInstance(['--captcha', 'native', '--registrations', 'approval', '--mailer']);
});
test.afterAll(async () => mailing?.stop());

async function shot(page: Page, name: string, width: number) {
  await page.waitForLoadState('networkidle');
  await page.screenshot({
    path: `test-results/screenshots/auth-${name}-${width}.png`,
    fullPage: true,
  });
}

for (const width of [390, 1440]) {
  test.describe(`access screens at ${width} px`, () => {
    test.use({ viewport: { width, height: width < 800 ? 844 : 900 } });

    test('login', async ({ page }) => {
      await page.goto('/login');
      await page.getByRole('textbox', { name: 'Username' }).fill('juniper');
      await page.getByLabel('Password').fill('wrong');
      await page.getByRole('button', { name: 'Sign in' }).click();
      await expect(page.getByRole('alert')).toBeVisible();
      await shot(page, 'login', width);
    });

    test('no password grant', async ({ page }) => {
      // snac2's answer to the password grant: a bare 400 with an empty body.
      await page.route('**/oauth/token', (route) => route.fulfill({ status: 400, body: '' }));
      await page.goto('/login');
      await page.getByRole('textbox', { name: 'Username' }).fill('juniper');
      await page.getByLabel('Password').fill('petrel-juniper');
      await page.getByRole('button', { name: 'Sign in' }).click();
      await expect(
        page.getByRole('button', { name: 'Continue to the sign-in page' }),
      ).toBeVisible();
      await shot(page, 'no-password-grant', width);
    });

    test('two-factor', async ({ page }) => {
      await page.goto('/login');
      await page.getByRole('textbox', { name: 'Username' }).fill('quentin');
      await page.getByLabel('Password').fill('petrel-quentin');
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.getByRole('textbox', { name: 'Authentication code' }).fill('000000');
      await page.getByRole('button', { name: 'Verify' }).click();
      await expect(page.getByRole('alert')).toBeVisible();
      await shot(page, 'two-factor', width);
    });

    test('registration', async ({ page }) => {
      await page.goto(`${mailing.url}/registration`);
      await expect(page.getByRole('img', { name: 'Captcha' })).toBeVisible();
      await page.getByRole('main').getByRole('textbox', { name: 'Username' }).fill('juniper');
      await page.getByRole('button', { name: 'Sign up' }).click();
      await expect(page.getByText('Display name cannot be left blank')).toBeVisible();
      await shot(page, 'registration', width);
    });

    test('password reset', async ({ page }) => {
      await page.goto(`${mailing.url}/password-reset`);
      await expect(page.getByRole('textbox', { name: 'Email address' })).toBeVisible();
      await shot(page, 'password-reset', width);
    });

    test('sidebar login form', async ({ page }) => {
      test.skip(width < 800, 'the sidebar shows on wide screens only');
      await page.goto('/main/public');
      await expect(page.getByRole('article').first()).toBeVisible();
      await shot(page, 'sidebar', width);
    });
  });
}
