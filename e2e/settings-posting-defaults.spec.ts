import { expect, test, type Page } from './support/fixtures';
import { PNG, sidebarForm, uniqueWord } from './support/composer';
import { startInstance, type RunningInstance } from './support/instance';
import { signInWithToken } from './support/session';

// A setting that changes nothing is a defect. The Profile tab's posting defaults ("Default
// visibility of new posts", "Mark new media as sensitive by default") were saved on the server
// but the composer never read the second, and the sidebar's form, mounted before the change,
// kept the old visibility until a reload. Each is checked both ways, on Akkoma and on Mastodon.

test.use({ viewport: { width: 1440, height: 900 } });
test.describe.configure({ timeout: 90_000 });

// An account no other spec signs in as: its defaults change here.
const HANA = 'demo-token-hana';

async function setDefaults(page: Page, visibility: string, sensitive: boolean) {
  await page.getByRole('button', { name: 'Settings', exact: true }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Settings' });
  await dialog.getByRole('tab', { name: 'Profile' }).click();
  const box = dialog.getByRole('checkbox', { name: 'Mark new media as sensitive by default' });
  await expect(box).toBeEnabled();
  if ((await box.isChecked()) !== sensitive) {
    await box.click();
    await expect(dialog.getByText('Settings saved')).toBeVisible();
  }
  await expect(box).toBeChecked({ checked: sensitive });
  const scope = dialog.getByRole('combobox', { name: 'Default visibility of new posts' });
  await expect(scope).toBeEnabled();
  if ((await scope.inputValue()) !== visibility) {
    await scope.selectOption(visibility);
    await expect(scope).toBeEnabled();
  }
  await expect(scope).toHaveValue(visibility);
  await dialog.getByRole('button', { name: 'Close Settings' }).click();
  await expect(dialog).toBeHidden();
}

/** Attaches a picture to the sidebar's form and posts it; returns the body Petrel sent. */
async function postPicture(page: Page, visibility: string, sensitive: boolean) {
  const form = sidebarForm(page);
  await expect(form.getByRole('combobox', { name: 'Visibility' })).toHaveValue(visibility);
  await form.getByRole('textbox', { name: 'Post text' }).fill(`Seedlings ${uniqueWord('walk')}`);
  await form
    .getByLabel('Attach media')
    .setInputFiles([{ name: 'seedlings.png', mimeType: 'image/png', buffer: PNG }]);
  await expect(form.getByRole('checkbox', { name: 'Mark media as sensitive' })).toBeChecked({
    checked: sensitive,
  });
  const sent = page.waitForRequest(
    (r) => r.method() === 'POST' && new URL(r.url()).pathname === '/api/v1/statuses',
  );
  await form.getByRole('button', { name: 'Post', exact: true }).click();
  const body = (await sent).postDataJSON() as { sensitive: boolean; visibility: string };
  expect(body).toMatchObject({ sensitive, visibility });
  await expect(form.getByRole('textbox', { name: 'Post text' })).toHaveValue('');
}

async function walkDefaults(page: Page, origin: string) {
  await signInWithToken(page, HANA);
  await page.goto(`${origin}/main/friends`);
  await expect(sidebarForm(page)).toBeVisible();

  await test.step('on: followers only and sensitive, in the form already on screen', async () => {
    await setDefaults(page, 'private', true);
    await postPicture(page, 'private', true);
  });
  await test.step('on: still so after a reload', async () => {
    await page.reload();
    await postPicture(page, 'private', true);
  });
  await test.step('off: public and not sensitive', async () => {
    await setDefaults(page, 'public', false);
    await postPicture(page, 'public', false);
  });
}

test('the posting defaults reach the composer on Akkoma, both ways', async ({ page, baseURL }) => {
  await walkDefaults(page, baseURL!);
});

test.describe('on Mastodon', () => {
  let instance: RunningInstance;
  test.beforeAll(async () => {
    instance = await startInstance(['--software', 'mastodon']);
  });
  test.afterAll(async () => {
    await instance?.stop();
  });

  test('the posting defaults reach the composer on Mastodon, both ways', async ({ page }) => {
    await walkDefaults(page, instance.url);
  });
});
