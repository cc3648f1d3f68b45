import { Secret, TOTP } from 'otpauth';
import { expect, test, type Page } from './support/fixtures';
import { findAxeViolations } from './support/axe';
import { loginForm } from './support/authForms';
import { signInWithToken } from './support/session';

test.use({ viewport: { width: 1440, height: 900 } });
// The machine is shared with other test runs; these flows make many calls.
test.describe.configure({ timeout: 90_000 });

// Accounts no other spec signs in as, since every spec of a worker shares its fake instance.
const ROSA = 'demo-token-rosa';
const SIGNE = 'demo-token-signe';
const BOT = 'demo-token-harbourbot';

async function openSettingsTab(page: Page, tab: string) {
  await page.getByRole('button', { name: 'Settings', exact: true }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Settings' });
  await dialog.getByRole('tab', { name: tab }).click();
  return dialog;
}

test('a server-side option saves with a notice, and one that fails is restored', async ({
  page,
  request,
}) => {
  await signInWithToken(page, ROSA);
  await page.goto('/main/friends');
  const dialog = await openSettingsTab(page, 'Profile');
  const favourites = dialog.getByRole('checkbox', { name: 'Hide my favourites' });
  await expect(favourites).toBeChecked();
  // Akkoma hides each list on its own: Mastodon's one switch for both is not offered, and its
  // absence is no "not shown" note.
  await expect(
    dialog.getByRole('checkbox', { name: 'Hide who I follow', exact: true }),
  ).toBeVisible();
  await expect(
    dialog.getByRole('checkbox', { name: 'Hide who I follow and who follows me' }),
  ).toHaveCount(0);
  await expect(dialog.getByText(/Some settings are not shown here/)).toHaveCount(0);
  await favourites.uncheck();
  await expect(dialog.getByText('Settings saved')).toBeVisible();
  await expect(favourites).not.toBeChecked();
  // The success notice clears after 2 s.
  await expect(dialog.getByText('Settings saved')).toBeHidden({ timeout: 4000 });

  await request.post('/__control/fail', {
    data: { status: 500, path: '/api/v1/accounts/update_credentials' },
  });
  const locked = dialog.getByRole('checkbox', {
    name: 'Approve followers manually (locked account)',
  });
  await expect(locked).not.toBeChecked();
  // click, not check(): the box is meant to spring back.
  await locked.click();
  await expect(dialog.getByText('Saving settings failed')).toBeVisible();
  await expect(locked).not.toBeChecked();
  // The error stays.
  await page.waitForTimeout(2500);
  await expect(dialog.getByText('Saving settings failed')).toBeVisible();
  expect(await findAxeViolations(page)).toEqual([]);

  await page.reload();
  const again = await openSettingsTab(page, 'Profile');
  await expect(again.getByRole('checkbox', { name: 'Hide my favourites' })).not.toBeChecked();
  await expect(
    again.getByRole('checkbox', { name: 'Approve followers manually (locked account)' }),
  ).not.toBeChecked();
});

test('profile text and fields save', async ({ page }) => {
  await signInWithToken(page, ROSA);
  await page.goto('/main/friends');
  const dialog = await openSettingsTab(page, 'Profile');
  await dialog.getByRole('textbox', { name: 'Display name' }).fill('Rosa of the dunes');
  await dialog.getByRole('button', { name: 'Add a field' }).click();
  const last = dialog.getByRole('textbox', { name: /^Label of field/ }).last();
  await last.fill('Boat');
  await dialog
    .getByRole('textbox', { name: /^Content of field/ })
    .last()
    .fill('Skerry');
  await dialog.getByRole('button', { name: 'Save profile' }).click();
  await expect(dialog.getByText('Settings saved')).toBeVisible();
  const me = await page.request.get('/api/v1/accounts/verify_credentials', {
    headers: { authorization: `Bearer ${ROSA}` },
  });
  const body = (await me.json()) as { display_name: string; source: { fields: unknown[] } };
  expect(body.display_name).toBe('Rosa of the dunes');
  expect(body.source.fields).toContainEqual({ name: 'Boat', value: 'Skerry' });
});

test('two-factor sign-in set up from the QR secret, then used to sign in', async ({ page }) => {
  await page.goto('/login');
  const form = loginForm(page);
  await form.getByRole('textbox', { name: 'Username' }).fill('hana');
  await form.getByLabel('Password').fill('petrel-hana');
  await form.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/main\/friends$/);

  const dialog = await openSettingsTab(page, 'Security');
  await dialog.getByRole('button', { name: 'Set up an authenticator app' }).click();
  await expect(
    dialog.getByRole('img', { name: 'QR code for your authenticator app' }),
  ).toBeVisible();
  const key = (await dialog.getByTestId('totp-key').textContent()) ?? '';
  const totp = new TOTP({ secret: Secret.fromBase32(key) });
  const section = dialog.getByRole('region', { name: 'Two-factor sign-in' });
  await section.getByRole('textbox', { name: 'Code from the app' }).fill(totp.generate());
  await section.getByLabel('Current password').fill('petrel-hana');
  expect(await findAxeViolations(page)).toEqual([]);
  await section.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();
  await expect(
    section.getByText('Two-factor sign-in with an authenticator app is on.'),
  ).toBeVisible();
  await section.getByRole('button', { name: 'Show backup codes' }).click();
  await expect(
    section.getByRole('list', { name: 'Backup codes' }).getByRole('listitem'),
  ).not.toHaveCount(0);

  await dialog.getByRole('button', { name: 'Sign out' }).click();
  await page
    .getByRole('alertdialog', { name: 'Sign out?' })
    .getByRole('button', { name: 'Sign out' })
    .click();
  await expect(page.getByRole('dialog', { name: 'Settings' })).toBeHidden();

  await page.goto('/login');
  await form.getByRole('textbox', { name: 'Username' }).fill('hana');
  await form.getByLabel('Password').fill('petrel-hana');
  await form.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Two-factor authentication' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Authentication code' }).fill(totp.generate());
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/main\/friends$/);
});

test('an app token is listed and revoked', async ({ page, request }) => {
  // A second token for signe, as another app would hold.
  const app = (await (
    await request.post('/api/v1/apps', {
      form: {
        client_name: 'Other app',
        redirect_uris: 'urn:ietf:wg:oauth:2.0:oob',
        scopes: 'read',
      },
    })
  ).json()) as { client_id: string; client_secret: string };
  const token = (await (
    await request.post('/oauth/token', {
      form: {
        grant_type: 'password',
        username: 'signe',
        password: 'petrel-signe',
        client_id: app.client_id,
        client_secret: app.client_secret,
        scope: 'read',
      },
    })
  ).json()) as { access_token: string };
  const asOther = { authorization: `Bearer ${token.access_token}` };
  expect(
    (await request.get('/api/v1/accounts/verify_credentials', { headers: asOther })).ok(),
  ).toBe(true);

  await signInWithToken(page, SIGNE);
  await page.goto('/main/friends');
  const dialog = await openSettingsTab(page, 'Security');
  const list = dialog.getByRole('list', { name: 'Signed-in apps' });
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await list.getByRole('button', { name: /^Revoke Petrel/ }).click();
  await expect(list.getByRole('listitem')).toHaveCount(1);
  expect(
    (await request.get('/api/v1/accounts/verify_credentials', { headers: asOther })).status(),
  ).toBe(403);
});

test('settings synced from one browser are adopted in another', async ({ browser, baseURL }) => {
  const first = await browser.newContext({ baseURL, viewport: { width: 1440, height: 900 } });
  const a = await first.newPage();
  await signInWithToken(a, BOT);
  await a.goto('/main/friends');
  const dialog = await openSettingsTab(a, 'General');
  await dialog.getByRole('combobox', { name: 'Conversation display' }).selectOption('tree');
  await dialog.getByRole('checkbox', { name: 'Hide sensitive media' }).uncheck();
  // Sent after a short pause; wait until the server holds it.
  await expect
    .poll(
      async () => {
        const res = await a.request.get('/api/v1/akkoma/frontend_settings/pleroma-fe/petrel', {
          headers: { authorization: `Bearer ${BOT}` },
        });
        const body = (await res.json()) as { settings?: { petrel?: Record<string, unknown> } };
        return body.settings?.petrel ?? {};
      },
      { timeout: 15_000 },
    )
    .toMatchObject({ conversationDisplay: 'tree', hideNsfw: false });
  await expect(dialog.getByText('Settings synchronized with the server')).toBeVisible();
  await first.close();

  const second = await browser.newContext({ baseURL, viewport: { width: 1440, height: 900 } });
  const b = await second.newPage();
  await signInWithToken(b, BOT);
  await b.goto('/main/friends');
  const other = await openSettingsTab(b, 'General');
  await expect(other.getByRole('combobox', { name: 'Conversation display' })).toHaveValue('tree');
  await expect(other.getByRole('checkbox', { name: 'Hide sensitive media' })).not.toBeChecked();
  await second.close();
});

test('mutes and blocks lists offer unmute and unblock', async ({ page, request }) => {
  const headers = { authorization: `Bearer ${ROSA}` };
  const target = (await (
    await request.get('/api/v1/accounts/lookup?acct=dmitri', { headers })
  ).json()) as { id?: string };
  const id =
    target.id ??
    ((await (await request.get('/api/v1/accounts/dmitri', { headers })).json()) as { id: string })
      .id;
  await request.post(`/api/v1/accounts/${id}/mute`, { headers });
  await signInWithToken(page, ROSA);
  await page.goto('/main/friends');
  const dialog = await openSettingsTab(page, 'Mutes and blocks');
  const muted = dialog.getByRole('list', { name: 'Muted people' });
  await expect(muted.getByRole('listitem')).toHaveCount(1);
  await muted.getByRole('button', { name: 'Unmute dmitri' }).click();
  await expect(dialog.getByText('You have not muted anyone.')).toBeVisible();
  await expect(dialog.getByText('You have not blocked anyone.')).toBeVisible();
});
