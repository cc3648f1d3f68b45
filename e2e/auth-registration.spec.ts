import { expect, test, type Page } from './support/fixtures';
import { readCaptcha } from './support/authForms';
import { startInstance, type RunningInstance } from './support/instance';
import { signInWithToken, TOKENS } from './support/session';

test.use({ viewport: { width: 1440, height: 900 } });

function form(page: Page) {
  return page.getByRole('main');
}

async function fillPerson(page: Page, name: string) {
  const main = form(page);
  await main.getByRole('textbox', { name: 'Username' }).fill(`  ${name}  `);
  await main.getByRole('textbox', { name: 'Display name' }).fill(`  New ${name} `);
  await main.getByLabel('Password', { exact: true }).fill('a long password');
  await main.getByLabel('Password confirmation').fill('a long password');
}

test.describe('an open instance with a captcha', () => {
  let instance: RunningInstance;
  test.beforeAll(async () => {
    instance = await startInstance(['--captcha', 'native']);
  });
  test.afterAll(async () => instance?.stop());

  test('shows each rule, lists server errors with a new captcha, then signs the person in', async ({
    page,
  }) => {
    await page.goto(`${instance.url}/registration`);
    const main = form(page);
    await expect(main.getByRole('heading', { level: 1, name: 'Register' })).toBeVisible();
    await expect(main.getByRole('region', { name: 'Terms of service' })).toBeVisible();
    await expect(main.getByRole('textbox', { name: 'Why do you want to join?' })).toHaveCount(0);
    await expect(main.getByRole('textbox', { name: 'Email (optional)' })).toBeVisible();
    await expect(main.getByRole('combobox', { name: 'Language for emails' })).toBeVisible();

    // Nothing filled in: the form says what is missing and is not sent.
    await main.getByRole('button', { name: 'Sign up' }).click();
    await expect(main.getByText('Username cannot be left blank')).toBeVisible();
    await expect(main.getByText('Display name cannot be left blank')).toBeVisible();
    await expect(main.getByText('Password cannot be left blank', { exact: true })).toBeVisible();
    await fillPerson(page, 'juniper');
    await main.getByLabel('Password confirmation').fill('something else');
    await expect(
      main.getByText('Password confirmation should be the same as password'),
    ).toBeVisible();
    await main.getByLabel('Password confirmation').fill('a long password');

    // A taken name (the server's ap_id) and a wrong captcha come back as sentences.
    const firstCaptcha = await readCaptcha(page);
    await main.getByRole('textbox', { name: 'Captcha answer' }).fill('wrong');
    await main.getByRole('button', { name: 'Sign up' }).click();
    const errors = main.getByRole('alert', {
      name: 'The instance did not accept the registration',
    });
    await expect(errors).toContainText('Captcha Invalid CAPTCHA.');
    await expect.poll(() => readCaptcha(page)).not.toBe(firstCaptcha);
    await expect(main.getByRole('textbox', { name: 'Captcha answer' })).toHaveValue('');
    await main.getByRole('textbox', { name: 'Captcha answer' }).fill(await readCaptcha(page));
    await main.getByRole('button', { name: 'Sign up' }).click();
    await expect(errors).toContainText('Username has already been taken.');
    await expect(main.getByRole('textbox', { name: 'Username' })).toHaveValue('  juniper  ');

    // A click on the picture brings a new one.
    const before = await readCaptcha(page);
    await main.getByRole('button', { name: 'Show a new captcha' }).click();
    await expect.poll(() => readCaptcha(page)).not.toBe(before);

    const name = `fern${Date.now().toString(36)}`;
    await main.getByRole('textbox', { name: 'Username' }).fill(` ${name} `);
    await main.getByRole('textbox', { name: 'Captcha answer' }).fill(await readCaptcha(page));
    await main.getByRole('button', { name: 'Sign up' }).click();
    await expect(page).toHaveURL(/\/main\/friends$/);
    await expect(
      page
        .getByRole('complementary', { name: 'Sidebar' })
        .getByRole('region', { name: 'Your account' }),
    ).toContainText(`@${name}`);
  });

  test('a signed-in user is sent to the root', async ({ page }) => {
    await signInWithToken(page, TOKENS.member);
    await page.goto(`${instance.url}/registration`);
    await expect(page).toHaveURL(/\/main\/friends$/);
  });
});

test.describe('an instance that approves accounts', () => {
  let instance: RunningInstance;
  test.beforeAll(async () => {
    instance = await startInstance(['--registrations', 'approval']);
  });
  test.afterAll(async () => instance?.stop());

  test('asks for a reason and ends on the request-sent page', async ({ page }) => {
    await page.goto(`${instance.url}/registration`);
    const main = form(page);
    await fillPerson(page, 'bramble');
    await main.getByRole('button', { name: 'Sign up' }).click();
    await expect(main.getByText('Why do you want to join? cannot be left blank')).toBeVisible();
    await main.getByRole('textbox', { name: 'Why do you want to join?' }).fill('I keep bees.');
    await main.getByRole('button', { name: 'Sign up' }).click();
    await expect(page).toHaveURL(/\/registration-request-sent$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Registration request sent' }),
    ).toBeVisible();
  });
});

test.describe('an instance that mails', () => {
  let instance: RunningInstance;
  test.beforeAll(async () => {
    instance = await startInstance(['--mailer']);
  });
  test.afterAll(async () => instance?.stop());

  test('needs an email and ends on the awaiting-email page', async ({ page }) => {
    await page.goto(`${instance.url}/registration`);
    const main = form(page);
    await fillPerson(page, 'sorrel');
    await main.getByRole('button', { name: 'Sign up' }).click();
    await expect(main.getByText('Email cannot be left blank')).toBeVisible();
    await main.getByRole('textbox', { name: 'Email' }).fill('sorrel@example.org');
    await main.getByRole('button', { name: 'Sign up' }).click();
    await expect(page).toHaveURL(/\/awaiting-email-confirmation$/);
  });
});

test.describe('a closed instance', () => {
  let instance: RunningInstance;
  test.beforeAll(async () => {
    instance = await startInstance(['--registrations', 'closed']);
  });
  test.afterAll(async () => instance?.stop());

  test('sends visitors away without an invite', async ({ page }) => {
    await page.goto(`${instance.url}/registration`);
    await expect(page).not.toHaveURL(/\/registration$/);
    await expect(page.getByRole('link', { name: 'Create an account' })).toHaveCount(0);
  });

  test('takes an invite token from the address, read-only', async ({ page }) => {
    await page.goto(`${instance.url}/registration/petrel-invite-demo`);
    const main = form(page);
    const token = main.getByRole('textbox', { name: 'Invite token' });
    await expect(token).toHaveValue('petrel-invite-demo');
    await expect(token).toHaveAttribute('readonly', '');
    await fillPerson(page, `heath${Date.now().toString(36)}`);
    await main.getByRole('button', { name: 'Sign up' }).click();
    await expect(page).toHaveURL(/\/main\/friends$/);
  });
});
