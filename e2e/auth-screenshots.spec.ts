import { expect, test, type Page } from './support/fixtures';
import { startInstance, type RunningInstance } from './support/instance';

// Screenshots of the access screens for people to look at; they assert only that each rendered.
// One worker runs this file's tests, so the instances below start once, not once per half
// of the file (fullyParallel splits a file with beforeAll hooks across both workers).
test.describe.configure({ mode: 'default' });
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

// One test per width and server: after the first load the browser is warm, which saves a cold
// start (and the service worker's install) per shot. Each shot is a step of its old name.
// Several shots a test: more time than one page's default.
test.setTimeout(90_000);

for (const width of [390, 1440]) {
  test.describe(`access screens at ${width} px`, () => {
    test.use({ viewport: { width, height: width < 800 ? 844 : 900 } });

    test('login, two-factor, the sidebar login form and no password grant', async ({ page }) => {
      await test.step('login', async () => {
        await page.goto('/login');
        await page.getByRole('textbox', { name: 'Username' }).fill('juniper');
        await page.getByLabel('Password').fill('wrong');
        await page.getByRole('button', { name: 'Sign in' }).click();
        await expect(page.getByRole('alert')).toBeVisible();
        await shot(page, 'login', width);
      });

      await test.step('two-factor', async () => {
        await page.goto('/login');
        await page.getByRole('textbox', { name: 'Username' }).fill('quentin');
        await page.getByLabel('Password').fill('petrel-quentin');
        await page.getByRole('button', { name: 'Sign in' }).click();
        await page.getByRole('textbox', { name: 'Authentication code' }).fill('000000');
        await page.getByRole('button', { name: 'Verify' }).click();
        await expect(page.getByRole('alert')).toBeVisible();
        await shot(page, 'two-factor', width);
      });

      // The sidebar shows on wide screens only.
      if (width >= 800)
        await test.step('sidebar login form', async () => {
          await page.goto('/main/public');
          await expect(page.getByRole('article').first()).toBeVisible();
          await shot(page, 'sidebar', width);
        });

      // Last: the page remembers that this server has no password grant.
      await test.step('no password grant', async () => {
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
    });

    test('registration and password reset', async ({ page }) => {
      await test.step('registration', async () => {
        await page.goto(`${mailing.url}/registration`);
        await expect(page.getByRole('img', { name: 'Captcha' })).toBeVisible();
        await page.getByRole('main').getByRole('textbox', { name: 'Username' }).fill('juniper');
        await page.getByRole('button', { name: 'Sign up' }).click();
        await expect(page.getByText('Display name cannot be left blank')).toBeVisible();
        await shot(page, 'registration', width);
      });

      await test.step('password reset', async () => {
        await page.goto(`${mailing.url}/password-reset`);
        await expect(page.getByRole('textbox', { name: 'Email address' })).toBeVisible();
        await shot(page, 'password-reset', width);
      });
    });
  });
}
