import { readFile } from 'node:fs/promises';
import { strFromU8, unzipSync } from 'fflate';
import { expect, test, type Page } from './support/fixtures';
import { signInWithPassword } from './support/authForms';
import { bearer, registerAccount, SEEDED_ADDRESSES } from './support/accounts';
import { chooseFileOfSize } from './support/bigFile';
import { PNG } from './support/composer';
import { signInWithToken } from './support/session';

test.use({ viewport: { width: 1440, height: 900 } });
test.describe.configure({ timeout: 60_000 });

// Every test registers its own account, so what it imports, mutes or uploads is its alone.

async function openTab(page: Page, tab: string) {
  await page.getByRole('button', { name: 'Settings', exact: true }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Settings' });
  await dialog.getByRole('tab', { name: tab }).click();
  return dialog;
}

type Acct = { acct: string };
async function accts(page: Page, token: string, path: string): Promise<string[]> {
  const res = await page.request.get(path, { headers: bearer(token) });
  return ((await res.json()) as Acct[]).map((a) => a.acct).sort();
}

test('avatar and banner over their limits are refused with the size; a small one is saved', async ({
  page,
  request,
}) => {
  const me = await registerAccount(request, 'pic');
  await signInWithToken(page, me.token);
  await page.goto('/main/friends');
  const dialog = await openTab(page, 'Profile');
  const images = dialog.getByRole('region', { name: 'Pictures' });
  // The instance's limits: avatar 2,000,000 B, banner and background 4,000,000 B.
  const avatar = images.getByLabel('Avatar');
  const banner = images.getByLabel('Banner');
  await expect(avatar).toHaveAccessibleDescription('At most 1.9 MiB.');
  await expect(banner).toHaveAccessibleDescription('At most 3.8 MiB.');
  await expect(images.getByLabel('Profile background')).toHaveAccessibleDescription(
    'At most 3.8 MiB.',
  );

  let sent = 0;
  page.on('request', (r) => {
    if (r.url().includes('/update_credentials')) sent += 1;
  });
  await chooseFileOfSize(avatar, { name: 'big.png', mimeType: 'image/png', size: 2_000_001 });
  await expect(images.getByRole('alert')).toHaveText(
    'This picture is larger than 1.9 MiB; choose a smaller one.',
  );
  await chooseFileOfSize(banner, { name: 'wide.png', mimeType: 'image/png', size: 4_000_001 });
  await expect(images.getByRole('alert').nth(1)).toHaveText(
    'This picture is larger than 3.8 MiB; choose a smaller one.',
  );
  expect(sent).toBe(0);

  const before = (await (
    await request.get('/api/v1/accounts/verify_credentials', { headers: bearer(me.token) })
  ).json()) as { avatar: string };
  await avatar.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
  await expect(dialog.getByText('Settings saved')).toBeVisible();
  await expect(
    images.getByText('This picture is larger than 1.9 MiB; choose a smaller one.'),
  ).toBeHidden();
  const after = (await (
    await request.get('/api/v1/accounts/verify_credentials', { headers: bearer(me.token) })
  ).json()) as { avatar: string };
  expect(after.avatar).not.toBe(before.avatar);
  expect(after.avatar).toContain('-avatar');
});

test('profile fields stop at the instance fieldsLimits', async ({ page, request }) => {
  const me = await registerAccount(request, 'fld');
  await signInWithToken(page, me.token);
  await page.goto('/main/friends');
  const dialog = await openTab(page, 'Profile');
  const add = dialog.getByRole('button', { name: 'Add a field' });
  // fieldsLimits.maxFields is 10 on the fake instance.
  for (let n = 1; n <= 10; n++) {
    await add.click();
    await dialog.getByRole('textbox', { name: `Label of field ${n}` }).fill(`L${n}`);
    await dialog.getByRole('textbox', { name: `Content of field ${n}` }).fill(`V${n}`);
  }
  await expect(dialog.getByRole('group', { name: 'Profile fields (10 of 10)' })).toBeVisible();
  await expect(add).toBeHidden();
  await expect(dialog.getByRole('textbox', { name: 'Label of field 11' })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Save profile' }).click();
  await expect(dialog.getByText('Settings saved')).toBeVisible();
  const body = (await (
    await request.get('/api/v1/accounts/verify_credentials', { headers: bearer(me.token) })
  ).json()) as { source: { fields: unknown[] } };
  expect(body.source.fields).toHaveLength(10);
  // Removing one offers the button again.
  await dialog.getByRole('button', { name: 'Remove field 10' }).click();
  await expect(add).toBeVisible();
});

test('follows, mutes and blocks are imported from CSV files', async ({ page, request }) => {
  const me = await registerAccount(request, 'imp');
  await signInWithToken(page, me.token);
  await page.goto('/main/friends');
  const dialog = await openTab(page, 'Data import/export');
  const csv = (text: string) => ({
    name: 'list.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(text),
  });

  await dialog.getByLabel('Mutes to import').setInputFiles(csv('dmitri\nmoss@lichen.example\n'));
  const started = dialog.getByText(
    'Import started: the server works through the list in the background.',
  );
  await expect(started).toHaveCount(1);
  await expect
    .poll(() => accts(page, me.token, '/api/v1/mutes'))
    .toEqual(['dmitri', 'moss@lichen.example']);
  await dialog.getByLabel('Blocks to import').setInputFiles(csv('Account address\n@quentin\n'));
  await expect(started).toHaveCount(2);
  await expect.poll(() => accts(page, me.token, '/api/v1/blocks')).toEqual(['quentin']);
  await dialog.getByLabel('Follows to import').setInputFiles(csv('rosa,true\r\nsigne,false\r\n'));
  await expect(started).toHaveCount(3);
  const self = (await (
    await request.get('/api/v1/accounts/verify_credentials', { headers: bearer(me.token) })
  ).json()) as { id: string };
  await expect
    .poll(() => accts(page, me.token, `/api/v1/accounts/${self.id}/following`))
    .toEqual(['rosa', 'signe']);
});

test('mutes, blocks and follows export as CSV that imports back', async ({ page, request }) => {
  const me = await registerAccount(request, 'exp');
  await request.post('/api/pleroma/mutes_import', {
    headers: bearer(me.token),
    multipart: { list: 'amara\nkit@lichen.example\n' },
  });
  await request.post('/api/pleroma/blocks_import', {
    headers: bearer(me.token),
    multipart: { list: 'ezra\n' },
  });
  await request.post('/api/pleroma/follow_import', {
    headers: bearer(me.token),
    multipart: { list: 'hana\n' },
  });
  await signInWithToken(page, me.token);
  await page.goto('/main/friends');
  const dialog = await openTab(page, 'Data import/export');
  const host = new URL(page.url()).host;

  const download = async (name: string) => {
    const waiting = page.waitForEvent('download');
    await dialog.getByRole('button', { name }).click();
    const file = await waiting;
    return { name: file.suggestedFilename(), text: await readFile(await file.path(), 'utf8') };
  };
  const mutes = await download('Export mutes (CSV)');
  expect(mutes.name).toBe('mutes.csv');
  expect(mutes.text.split('\n').sort()).toEqual(['', `amara@${host}`, 'kit@lichen.example']);
  expect(await download('Export blocks (CSV)')).toEqual({
    name: 'blocks.csv',
    text: `ezra@${host}\n`,
  });
  expect(await download('Export follows (CSV)')).toEqual({
    name: 'follows.csv',
    text: `hana@${host}\n`,
  });

  // The exported file is what another account of this server imports.
  const other = await registerAccount(request, 'exq');
  await request.post('/api/pleroma/mutes_import', {
    headers: bearer(other.token),
    multipart: { list: mutes.text },
  });
  expect(await accts(page, other.token, '/api/v1/mutes')).toEqual(['amara', 'kit@lichen.example']);
});

test('a backup is created, listed, and downloads the account as ActivityPub JSON', async ({
  page,
  request,
}) => {
  const me = await registerAccount(request, 'bak');
  await request.post('/api/v1/statuses', {
    headers: bearer(me.token),
    data: { status: 'Written before the backup' },
  });
  await signInWithToken(page, me.token);
  await page.goto('/main/friends');
  const dialog = await openTab(page, 'Data import/export');
  const section = dialog.getByRole('region', { name: 'Account backups' });
  await expect(section.getByText('No backups yet.')).toBeVisible();
  await section.getByRole('button', { name: 'Create a backup' }).click();
  await expect(section.getByRole('status')).toHaveText('Backup requested.');
  const list = section.getByRole('list', { name: 'Backups' });
  await expect(list.getByRole('listitem')).toHaveCount(1);
  const link = list.getByRole('link', { name: 'Download' });
  expect(await link.getAttribute('href')).toMatch(
    new RegExp(`/media/backups/archive-${me.username}-\\d+\\.zip$`),
  );

  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  const files = unzipSync(new Uint8Array(await readFile(await download.path())));
  expect(Object.keys(files).sort()).toEqual([
    'actor.json',
    'bookmarks.json',
    'likes.json',
    'outbox.json',
  ]);
  const json = (name: string) => JSON.parse(strFromU8(files[name] ?? new Uint8Array())) as unknown;
  expect(json('actor.json')).toMatchObject({ type: 'Person', preferredUsername: me.username });
  const outbox = json('outbox.json') as { orderedItems: { object: { content: string } }[] };
  expect(outbox.orderedItems.map((a) => a.object.content).join(' ')).toContain(
    'Written before the backup',
  );

  // The list comes from the server: it is there after a reload.
  await page.reload();
  const again = await openTab(page, 'Data import/export');
  await expect(again.getByRole('list', { name: 'Backups' }).getByRole('listitem')).toHaveCount(1);
});

test("blocked domains page by the server's Link header and unblock", async ({ page, request }) => {
  const me = await registerAccount(request, 'doms');
  // Mastodon sends 100 domain blocks a page: 103 need a second one.
  const domains = Array.from(
    { length: 103 },
    (_, i) => `spam${String(i).padStart(3, '0')}.example`,
  );
  for (const domain of domains) {
    await request.post('/api/v1/domain_blocks', { headers: bearer(me.token), data: { domain } });
  }
  await signInWithToken(page, me.token);
  await page.goto('/main/friends');
  const dialog = await openTab(page, 'Mutes and blocks');
  const section = dialog.getByRole('region', { name: 'Blocked domains' });
  const list = section.getByRole('list', { name: 'Blocked domains' });
  await expect(list.getByRole('listitem')).toHaveCount(100);
  // Newest block first: the first three blocked are on the second page.
  await expect(list.getByText('spam000.example')).toHaveCount(0);
  await section.getByRole('button', { name: 'Load more' }).click();
  await expect(list.getByRole('listitem')).toHaveCount(103);
  // Like Akkoma, the fake instance links a next page after every non-empty one: the empty
  // page that follows ends the list.
  await section.getByRole('button', { name: 'Load more' }).click();
  await expect(section.getByRole('button', { name: 'Load more' })).toBeHidden();
  await expect(list.getByRole('listitem')).toHaveCount(103);
  await list.getByRole('button', { name: 'Unblock spam000.example' }).click();
  await expect(list.getByRole('listitem')).toHaveCount(102);
  const left = await request.get('/api/v1/domain_blocks?limit=200', { headers: bearer(me.token) });
  expect((await left.json()) as string[]).not.toContain('spam000.example');
});

test('a profile background and a mascot are uploaded; a mascot that is no picture is refused', async ({
  page,
  request,
}) => {
  const me = await registerAccount(request, 'masc');
  await signInWithToken(page, me.token);
  await page.goto('/main/friends');
  const dialog = await openTab(page, 'Profile');
  const images = dialog.getByRole('region', { name: 'Pictures' });

  await images.getByLabel('Profile background').setInputFiles({
    name: 'bg.png',
    mimeType: 'image/png',
    buffer: PNG,
  });
  await expect(dialog.getByText('Settings saved')).toBeVisible();
  const me2 = (await (
    await request.get('/api/v1/accounts/verify_credentials', { headers: bearer(me.token) })
  ).json()) as { pleroma: { background_image: string | null } };
  expect(me2.pleroma.background_image).toContain('background');

  const mascot = images.getByLabel(/^Mascot/);
  await mascot.setInputFiles({
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('hi'),
  });
  await expect(images.getByRole('alert')).toHaveText('mascots can only be images');
  await mascot.setInputFiles({ name: 'mascot.png', mimeType: 'image/png', buffer: PNG });
  await expect(images.getByRole('alert')).toBeHidden();
  const stored = (await (
    await request.get('/api/v1/pleroma/mascot', { headers: bearer(me.token) })
  ).json()) as { url: string };
  expect(stored.url).toContain('/media/mascots/');
  expect(Buffer.from(await (await request.get(stored.url)).body())).toEqual(PNG);

  // After a reload the tab shows the stored mascot, not the default.
  await page.reload();
  const again = await openTab(page, 'Profile');
  await expect(
    again.getByRole('region', { name: 'Pictures' }).locator(`img[src="${stored.url}"]`),
  ).toHaveCount(1);
});

test('mutes and blocks lists page and undo', async ({ page, request }) => {
  const me = await registerAccount(request, 'many');
  // 23 mutes and 21 blocks: more than one page (20) of each.
  await request.post('/api/pleroma/mutes_import', {
    headers: bearer(me.token),
    multipart: { list: SEEDED_ADDRESSES.join('\n') },
  });
  await request.post('/api/pleroma/blocks_import', {
    headers: bearer(me.token),
    multipart: { list: SEEDED_ADDRESSES.slice(0, 21).join('\n') },
  });
  await signInWithToken(page, me.token);
  await page.goto('/main/friends');
  const dialog = await openTab(page, 'Mutes and blocks');

  const mutesSection = dialog.getByRole('region', { name: 'Muted people' });
  const muted = mutesSection.getByRole('list', { name: 'Muted people' });
  await expect(muted.getByRole('listitem')).toHaveCount(20);
  await mutesSection.getByRole('button', { name: 'Load more' }).click();
  await expect(muted.getByRole('listitem')).toHaveCount(23);
  await expect(mutesSection.getByRole('button', { name: 'Load more' })).toBeHidden();
  await muted.getByRole('button', { name: 'Unmute dmitri' }).click();
  await expect(muted.getByRole('listitem')).toHaveCount(22);
  await expect(muted.getByRole('button', { name: 'Unmute dmitri' })).toHaveCount(0);
  expect(await accts(page, me.token, '/api/v1/mutes?limit=40')).not.toContain('dmitri');

  const blocksSection = dialog.getByRole('region', { name: 'Blocked people' });
  const blocked = blocksSection.getByRole('list', { name: 'Blocked people' });
  await expect(blocked.getByRole('listitem')).toHaveCount(20);
  await blocksSection.getByRole('button', { name: 'Load more' }).click();
  await expect(blocked.getByRole('listitem')).toHaveCount(21);
  await blocked.getByRole('button', { name: 'Unblock wren' }).click();
  await expect(blocked.getByRole('listitem')).toHaveCount(20);
  expect(await accts(page, me.token, '/api/v1/blocks?limit=40')).not.toContain('wren');
});

test('server-side options are wiped on sign-out: the next user sees their own', async ({
  page,
  request,
}) => {
  const first = await registerAccount(request, 'opta');
  const second = await registerAccount(request, 'optb');
  await signInWithPassword(page, first.username, first.password);
  const dialog = await openTab(page, 'Profile');
  const locked = dialog.getByRole('checkbox', {
    name: 'Approve followers manually (locked account)',
  });
  const favourites = dialog.getByRole('checkbox', { name: 'Hide my favourites' });
  // A new account starts unlocked with its favourites hidden; the first user flips both.
  await expect(favourites).toBeChecked();
  await locked.check();
  await expect(dialog.getByText('Settings saved')).toBeVisible();
  await favourites.uncheck();
  await expect(locked).toBeChecked();
  await expect(favourites).not.toBeChecked();
  await expect(dialog.getByRole('textbox', { name: 'Display name' })).toHaveValue(first.username);

  await dialog.getByRole('button', { name: 'Sign out' }).click();
  await page
    .getByRole('alertdialog', { name: 'Sign out?' })
    .getByRole('button', { name: 'Sign out' })
    .click();
  await expect(dialog).toBeHidden();
  // No reload in between: the client itself must have forgotten the first user's options.
  // On wide screens the sign-in form sits in the sidebar once signed out.
  const form = page.getByRole('form', { name: /^Sign in/ });
  await form.getByRole('textbox', { name: 'Username' }).fill(second.username);
  await form.getByLabel('Password').fill(second.password);
  await form.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/main\/friends$/);
  const next = await openTab(page, 'Profile');
  await expect(next.getByRole('textbox', { name: 'Display name' })).toHaveValue(second.username);
  await expect(locked).not.toBeChecked();
  await expect(favourites).toBeChecked();
});
