import { expect, test, type APIRequestContext, type Page } from './support/fixtures';
import { findAxeViolations } from './support/axe';
import { signInWithToken, TOKENS } from './support/session';
import { setPreferences } from './support/stream';

// Issue 24 item 3: the timeline header's quick settings. Each option is tested both ways on
// the seeded home timeline (repeats at the top, amara's harbour pictures, marisol's reply to
// amara, hana's reply to the viewer), and the settings modal shows the same values.

test.describe.configure({ timeout: 90_000 });
test.use({ viewport: { width: 1440, height: 900 } });
// Home would open at a reading position an earlier test saved, with the newest posts queued.
test.beforeEach(async ({ request }) => {
  await request.post('/__control/reset');
});

const auth = { authorization: `Bearer ${TOKENS.member}` };
const feed = (page: Page) => page.getByRole('feed', { name: 'Home' });
const toggle = (page: Page) => page.getByRole('button', { name: 'Quick settings' });
const menu = (page: Page) => page.getByRole('menu', { name: 'Quick settings' });

/** `everyRow`: rows far down keep their content (no virtual scrolling), for text look-ups. */
async function openHome(page: Page, everyRow = false) {
  if (everyRow) await setPreferences(page, { virtualScrolling: false });
  await signInWithToken(page, TOKENS.member);
  await page.goto('/main/friends');
  await loaded(page);
}

async function loaded(page: Page) {
  await expect(feed(page).getByRole('article').first()).toBeVisible({ timeout: 20_000 });
  await expect(feed(page)).toHaveAttribute('aria-busy', 'false');
}

async function openMenu(page: Page) {
  if ((await toggle(page).getAttribute('aria-expanded')) !== 'true') await toggle(page).click();
  await expect(menu(page)).toBeVisible();
  return menu(page);
}

async function openSettingsTab(page: Page, tab: string) {
  await (await openMenu(page)).getByRole('menuitem', { name: 'All settings' }).click();
  const dialog = page.getByRole('dialog', { name: 'Settings' });
  await dialog.getByRole('tab', { name: tab }).click();
  return dialog;
}

async function closeSettings(page: Page) {
  const dialog = page.getByRole('dialog', { name: 'Settings' });
  await dialog.getByRole('button', { name: 'Close Settings' }).click();
  // The next menu press must not land while the dialog is still leaving.
  await expect(dialog).toHaveCount(0);
}

async function accountId(request: APIRequestContext, acct: string): Promise<string> {
  const response = await request.get('/api/v1/timelines/public?local=true&limit=40', {
    headers: auth,
  });
  const statuses = (await response.json()) as { account: { id: string; acct: string } }[];
  const found = statuses.find((s) => s.account.acct === acct);
  if (!found) throw new Error(`no post by ${acct}`);
  return found.account.id;
}

// The default home, loaded once: each option is switched both ways and left as it was, so
// every step starts from the seeded settings.
test('the menu answers the keyboard and passes axe; show repeats and hide media, both ways', async ({
  page,
}) => {
  // Each step keeps the time a test of its own had.
  test.setTimeout(3 * 90_000);
  await openHome(page);
  await test.step('the menu opens from a button, answers the keyboard and passes axe', async () => {
    await expect(toggle(page)).toHaveAttribute('aria-expanded', 'false');
    await toggle(page).focus();
    await page.keyboard.press('Enter');
    await expect(toggle(page)).toHaveAttribute('aria-expanded', 'true');
    const items = menu(page).getByRole('menuitemradio');
    await expect(items.first()).toBeFocused({ timeout: 10_000 });
    await page.keyboard.press('ArrowDown');
    await expect(items.nth(1)).toBeFocused();
    await page.keyboard.press('End');
    await expect(menu(page).getByRole('menuitem', { name: 'All settings' })).toBeFocused();
    expect(await findAxeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(menu(page)).toHaveCount(0);
    await expect(toggle(page)).toBeFocused();
    await expect(toggle(page)).toHaveAttribute('aria-expanded', 'false');
  });

  await test.step('show repeats, both ways, is the setting the settings modal shows', async () => {
    const repeats = feed(page).getByRole('article', { name: / repeated / });
    await expect(repeats.first()).toBeVisible();
    const item = (await openMenu(page)).getByRole('menuitemcheckbox', { name: 'Show repeats' });
    await expect(item).toHaveAttribute('aria-checked', 'true');
    await item.click();
    await expect(item).toHaveAttribute('aria-checked', 'false');
    await expect(repeats).toHaveCount(0);
    await expect(feed(page).getByRole('article').first()).toBeVisible();

    let dialog = await openSettingsTab(page, 'Filtering');
    await expect(
      dialog.getByRole('checkbox', { name: 'Show repeats in timelines' }),
    ).not.toBeChecked();
    await closeSettings(page);

    await (await openMenu(page)).getByRole('menuitemcheckbox', { name: 'Show repeats' }).click();
    await expect(repeats.first()).toBeVisible();
    dialog = await openSettingsTab(page, 'Filtering');
    await expect(dialog.getByRole('checkbox', { name: 'Show repeats in timelines' })).toBeChecked();
    await closeSettings(page);
  });

  await test.step('hide media, both ways, is the setting the settings modal shows', async () => {
    const harbour = feed(page)
      .getByRole('article', { name: /The harbour at dusk/ })
      .first()
      .getByRole('group', { name: 'Attachments' });
    await expect(harbour.getByRole('img').first()).toBeAttached();
    const item = (await openMenu(page)).getByRole('menuitemcheckbox', { name: 'Hide media' });
    await expect(item).toHaveAttribute('aria-checked', 'false');
    await item.click();
    await expect(item).toHaveAttribute('aria-checked', 'true');
    await expect(harbour.getByRole('img')).toHaveCount(0);
    // Each attachment is still there as a placeholder that opens it.
    await expect(harbour.getByRole('button', { name: /^Open / }).first()).toBeVisible();

    let dialog = await openSettingsTab(page, 'General');
    await expect(
      dialog.getByRole('checkbox', { name: 'Hide attachments in timelines' }),
    ).toBeChecked();
    await closeSettings(page);

    const again = (await openMenu(page)).getByRole('menuitemcheckbox', { name: 'Hide media' });
    await again.click();
    await expect(again).toHaveAttribute('aria-checked', 'false');
    await expect(harbour.getByRole('img').first()).toBeAttached();
    dialog = await openSettingsTab(page, 'General');
    await expect(
      dialog.getByRole('checkbox', { name: 'Hide attachments in timelines' }),
    ).not.toBeChecked();
    await closeSettings(page);
  });
});

// Home with every row kept, loaded once: priya is muted before the load (the page reads it
// then) and unmuted after the first step; the replies step switches by refetching.
test('hide muted posts and replies shown change the timeline and the settings modal', async ({
  page,
  request,
}) => {
  // Each step keeps the time a test of its own had.
  test.setTimeout(2 * 90_000);
  const priya = await accountId(request, 'priya');
  await request.post(`/api/v1/accounts/${priya}/mute`, { headers: auth });
  try {
    await openHome(page, true);
    await test.step('hide muted posts, both ways, refetches and is the setting the modal shows', async () => {
      const mutedUser = feed(page).getByText('Muted user');
      await expect(mutedUser.first()).toBeVisible();
      const item = (await openMenu(page)).getByRole('menuitemcheckbox', {
        name: 'Hide muted posts',
      });
      await expect(item).toHaveAttribute('aria-checked', 'false');
      const hiding = page.waitForRequest(
        // with_muted is sent only when true.
        (r) => r.url().includes('/api/v1/timelines/home') && !r.url().includes('with_muted'),
      );
      await item.click();
      await hiding;
      await loaded(page);
      await expect(mutedUser).toHaveCount(0);

      let dialog = await openSettingsTab(page, 'Filtering');
      await expect(
        dialog.getByRole('checkbox', { name: 'Leave filtered posts out entirely' }),
      ).toBeChecked();
      await closeSettings(page);

      await (
        await openMenu(page)
      )
        .getByRole('menuitemcheckbox', { name: 'Hide muted posts' })
        .click();
      await loaded(page);
      await expect(mutedUser.first()).toBeVisible();
      dialog = await openSettingsTab(page, 'Filtering');
      await expect(
        dialog.getByRole('checkbox', { name: 'Leave filtered posts out entirely' }),
      ).not.toBeChecked();
      await closeSettings(page);
    });
  } finally {
    await request.post(`/api/v1/accounts/${priya}/unmute`, { headers: auth });
  }

  await test.step('replies shown: all, following and self change the timeline and the settings modal', async () => {
    // marisol answers amara; hana answers the viewer.
    const toOthers = feed(page).getByRole('article', { name: /: @amara The third one/ });
    const toMe = feed(page).getByRole('article', { name: /: @juniper Sweet peas/ });
    await expect(toOthers).toBeVisible();
    await expect(toMe).toBeVisible();

    let items = (await openMenu(page)).getByRole('group', { name: 'Replies shown' });
    await expect(items.getByRole('menuitemradio', { name: 'All replies' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await items.getByRole('menuitemradio', { name: 'Replies to me' }).click();
    await loaded(page);
    await expect(toOthers).toHaveCount(0);
    await expect(toMe).toBeVisible();
    let dialog = await openSettingsTab(page, 'Filtering');
    await expect(dialog.getByRole('combobox', { name: 'Replies shown' })).toHaveValue('self');
    await closeSettings(page);

    // 'following' is the server's rule: the page is fetched again with it.
    items = (await openMenu(page)).getByRole('group', { name: 'Replies shown' });
    const following = page.waitForRequest(
      (r) =>
        r.url().includes('/api/v1/timelines/home') &&
        r.url().includes('reply_visibility=following'),
    );
    await items.getByRole('menuitemradio', { name: 'Replies to people I follow' }).click();
    await following;
    await loaded(page);
    await expect(toOthers).toBeVisible();
    dialog = await openSettingsTab(page, 'Filtering');
    await expect(dialog.getByRole('combobox', { name: 'Replies shown' })).toHaveValue('following');
    await closeSettings(page);

    items = (await openMenu(page)).getByRole('group', { name: 'Replies shown' });
    await items.getByRole('menuitemradio', { name: 'All replies' }).click();
    await expect(items.getByRole('menuitemradio', { name: 'All replies' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await loaded(page);
    await expect(toOthers).toBeVisible();
    await expect(toMe).toBeVisible();
    dialog = await openSettingsTab(page, 'Filtering');
    await expect(dialog.getByRole('combobox', { name: 'Replies shown' })).toHaveValue('all');
    await closeSettings(page);
  });
});

test('visitors get the menu without reply visibility', async ({ page }) => {
  await page.goto('/main/public');
  await expect(page.getByRole('feed').getByRole('article').first()).toBeVisible();
  const opened = await openMenu(page);
  await expect(opened.getByRole('menuitemradio')).toHaveCount(0);
  await expect(opened.getByRole('menuitemcheckbox', { name: 'Show repeats' })).toBeVisible();
  await opened.getByRole('menuitem', { name: 'All settings' }).click();
  await expect(page.getByRole('dialog', { name: 'Settings' })).toBeVisible();
});

for (const width of [390, 1440]) {
  test(`screenshot: the open menu at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await openHome(page);
    await openMenu(page);
    expect(await findAxeViolations(page)).toEqual([]);
    await page.screenshot({ path: `test-results/quick-settings-${width}.png` });
  });
}
