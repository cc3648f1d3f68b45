import { expect, test, type Page } from './support/fixtures';
import { signInWithPassword } from './support/authForms';
import { bearer, registerAccount } from './support/accounts';

test.use({ viewport: { width: 1440, height: 900 } });
test.describe.configure({ timeout: 60_000 });

// Every test registers its own account: these flows change passwords, move and delete it.

async function openSecurity(page: Page) {
  await page.getByRole('button', { name: 'Settings', exact: true }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Settings' });
  await dialog.getByRole('tab', { name: 'Security' }).click();
  return dialog;
}

async function signOut(page: Page) {
  await page
    .getByRole('dialog', { name: 'Settings' })
    .getByRole('button', { name: 'Sign out' })
    .click();
  await page
    .getByRole('alertdialog', { name: 'Sign out?' })
    .getByRole('button', { name: 'Sign out' })
    .click();
  await expect(page.getByRole('dialog', { name: 'Settings' })).toBeHidden();
}

test('changing the password: a wrong current one shows the server error, the new one signs in', async ({
  page,
  request,
}) => {
  const me = await registerAccount(request, 'pw');
  await signInWithPassword(page, me.username, me.password);
  const dialog = await openSecurity(page);
  const section = dialog.getByRole('region', { name: 'Change password' });
  await section.getByLabel('New password', { exact: true }).fill('brand-new-secret');
  await section.getByLabel('New password again').fill('brand-new-secret');
  await section.getByLabel('Current password').fill('not-my-password');
  await section.getByRole('button', { name: 'Change password' }).click();
  await expect(section.getByRole('alert')).toHaveText('Invalid password.');
  // What was typed stays for the next try.
  await expect(section.getByLabel('New password', { exact: true })).toHaveValue('brand-new-secret');

  await section.getByLabel('Current password').fill(me.password);
  await section.getByRole('button', { name: 'Change password' }).click();
  await expect(section.getByRole('status')).toHaveText('Your password was changed.');
  await expect(section.getByRole('alert')).toBeHidden();

  await signOut(page);
  await signInWithPassword(page, me.username, 'brand-new-secret');
  const app = (await (
    await request.post('/api/v1/apps', {
      form: { client_name: 'Check', redirect_uris: 'urn:ietf:wg:oauth:2.0:oob', scopes: 'read' },
    })
  ).json()) as { client_id: string; client_secret: string };
  const grant = (password: string) =>
    request.post('/oauth/token', {
      form: {
        grant_type: 'password',
        username: me.username,
        password,
        client_id: app.client_id,
        client_secret: app.client_secret,
        scope: 'read',
      },
    });
  expect((await grant(me.password)).status()).toBe(400);
  expect((await grant('brand-new-secret')).ok()).toBe(true);
});

test('changing the email address needs the password', async ({ page, request }) => {
  const me = await registerAccount(request, 'mail');
  await signInWithPassword(page, me.username, me.password);
  const dialog = await openSecurity(page);
  const section = dialog.getByRole('region', { name: 'Change email' });
  await expect(section.getByText(`Now: ${me.username}@mail.example`)).toBeVisible();
  await section.getByRole('textbox', { name: 'New email address' }).fill('new@post.example');
  await section.getByLabel('Current password').fill('wrong');
  await section.getByRole('button', { name: 'Change email' }).click();
  await expect(section.getByRole('alert')).toHaveText('Invalid password.');
  await section.getByLabel('Current password').fill(me.password);
  await section.getByRole('button', { name: 'Change email' }).click();
  await expect(section.getByRole('status')).toHaveText('Your email address was changed.');
  await expect(section.getByText('Now: new@post.example')).toBeVisible();
});

test('an alias is added and removed, and the account moves to an account that aliases it', async ({
  page,
  request,
}) => {
  const me = await registerAccount(request, 'mover');
  const target = await registerAccount(request, 'dest');
  await signInWithPassword(page, me.username, me.password);
  const dialog = await openSecurity(page);

  const aliases = dialog.getByRole('region', { name: 'Account aliases' });
  await aliases.getByRole('textbox', { name: 'Another account of yours' }).fill(target.username);
  await aliases.getByRole('button', { name: 'Add alias' }).click();
  const list = aliases.getByRole('list', { name: 'Aliases' });
  await expect(list.getByRole('listitem')).toHaveText([new RegExp(target.username)]);
  const stored = async () =>
    (
      (await (await request.get('/api/pleroma/aliases', { headers: bearer(me.token) })).json()) as {
        aliases: string[];
      }
    ).aliases;
  expect(await stored()).toEqual([target.username]);
  await list.getByRole('button', { name: `Remove alias ${target.username}` }).click();
  await expect(list).toBeHidden();
  expect(await stored()).toEqual([]);

  const move = dialog.getByRole('region', { name: 'Move account' });
  await move.getByRole('textbox', { name: 'Account to move to' }).fill(target.username);
  await move.getByLabel('Current password').fill(me.password);
  await move.getByRole('button', { name: 'Move account' }).click();
  // The target has not named this account as its alias yet.
  await expect(move.getByRole('alert')).toHaveText(
    'Target account must have the origin in `alsoKnownAs`',
  );
  await request.put('/api/pleroma/aliases', {
    headers: bearer(target.token),
    form: { alias: me.username },
  });
  await move.getByLabel('Current password').fill('wrong');
  await move.getByRole('button', { name: 'Move account' }).click();
  await expect(move.getByRole('alert')).toHaveText('Invalid password.');
  await move.getByLabel('Current password').fill(me.password);
  await move.getByRole('button', { name: 'Move account' }).click();
  await expect(move.getByRole('status')).toHaveText(
    'Your followers are being moved to the new account.',
  );
});

test('deleting the account needs the password, signs out, and the account cannot sign in', async ({
  page,
  request,
}) => {
  const me = await registerAccount(request, 'gone');
  await signInWithPassword(page, me.username, me.password);
  const dialog = await openSecurity(page);
  const section = dialog.getByRole('region', { name: 'Delete account' });
  await section.getByLabel('Current password').fill('wrong');
  await section.getByRole('button', { name: 'Delete my account' }).click();
  await expect(section.getByRole('alert')).toHaveText('Invalid password.');
  expect(
    (await request.get('/api/v1/accounts/verify_credentials', { headers: bearer(me.token) })).ok(),
  ).toBe(true);

  await section.getByLabel('Current password').fill(me.password);
  // Signing out hands the session's token back, as the logout does.
  const revoked = page.waitForRequest((r) => r.url().endsWith('/oauth/revoke'), {
    timeout: 10_000,
  });
  await section.getByRole('button', { name: 'Delete my account' }).click();
  await revoked;
  await expect(page).toHaveURL(/\/main\/public$/);
  await expect(page.getByRole('form', { name: /^Sign in/ })).toBeVisible();
  expect(
    (
      await request.get('/api/v1/accounts/verify_credentials', { headers: bearer(me.token) })
    ).status(),
  ).toBe(403);

  await page.goto('/login');
  const form = page.getByRole('form', { name: /^Sign in/ });
  await form.getByRole('textbox', { name: 'Username' }).fill(me.username);
  await form.getByLabel('Password').fill(me.password);
  await form.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Your account is currently disabled')).toBeVisible();
});
