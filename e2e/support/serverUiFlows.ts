import type { Locator, Page } from '@playwright/test';
import { VAPID_PUBLIC_KEY } from '../../fake-instance/render/limits';
import { expect, test } from './refuseWorker';
import { findAxeViolations } from './axe';
import { sharedSoftwareInstance, type SharedInstance } from './sharedInstance';
import { signInWithToken, TOKENS, USERNAMES } from './session';
import { statusIdByText } from './statuses';

/**
 * Issue 25, items 6-10, on a server outside the Pleroma family (--software mastodon or
 * gotosocial): direct messages from conversations, notifications that stay read across a
 * reload (the notifications marker), settings showing only what the server has, and no staff
 * Delete on other people's posts. One spec file per software calls this.
 */
export type Software = 'mastodon' | 'gotosocial';

const PLEROMA_ONLY_OPTIONS = [
  'Strip rich formatting from posts I receive',
  'Let people I follow follow me back without approval',
  'Follow accounts I follow automatically when they move',
  'Hide my favourites',
  'Hide who follows me',
  'Hide how many people follow me',
  'Hide who I follow',
  'Hide how many people I follow',
];

const notifications = (page: Page) => page.getByRole('region', { name: /^Notifications/ });
const unseenBadge = (page: Page) => notifications(page).getByText(/^\d+ unseen$/);

async function expectNoStatusCode(page: Page): Promise<void> {
  expect(await page.locator('body').innerText()).not.toMatch(/Unexpected status/);
}

async function openSettingsTab(page: Page, tab: string) {
  const dialog = page.getByRole('dialog', { name: 'Settings' });
  if (!(await dialog.isVisible()))
    await page.getByRole('button', { name: 'Settings' }).first().click();
  await dialog.getByRole('tab', { name: tab }).click();
  return dialog;
}

/** The file's shared instance is returned, for tests of one server only beside these. */
export function serverUiFlows(software: Software): SharedInstance {
  test.use({ viewport: { width: 1440, height: 900 } });
  test.describe.configure({ mode: 'serial', timeout: 90_000 });

  const server = sharedSoftwareInstance(software);

  test.beforeEach(async () => {
    await server.control.post('/__control/reset');
  });

  test('direct messages come from conversations and page like any feed', async ({ page }) => {
    await signInWithToken(page, TOKENS.member);
    await page.goto(`${server.instance.url}/main/friends`);
    await page
      .getByRole('complementary', { name: 'Sidebar' })
      .getByRole('link', { name: 'Direct messages' })
      .click();
    await expect(page).toHaveURL(/\/users\/juniper\/dms$/);
    const feed = page.getByRole('feed');
    await expect(feed).toHaveAttribute('aria-busy', 'false', { timeout: 20_000 });
    // Each conversation's last post stands for it.
    await expect(feed.getByRole('article', { name: /A4 or A3/ })).toBeVisible();
    await expect(feed.getByRole('article', { name: /Saturday ride is on/ })).toBeVisible();
    await expectNoStatusCode(page);
    expect(await findAxeViolations(page)).toEqual([]);
    await page.screenshot({ path: `test-results/screenshots/servers-ui-${software}-dms-1440.png` });
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(feed.getByRole('article').first()).toBeVisible();
    await page.screenshot({ path: `test-results/screenshots/servers-ui-${software}-dms-390.png` });
  });

  test('notifications marked read stay read across a reload (the notifications marker)', async ({
    page,
  }) => {
    await signInWithToken(page, TOKENS.member);
    await page.goto(`${server.instance.url}/main/all`);
    const list = notifications(page).getByRole('list', { name: 'Notifications' });
    await expect(list.getByRole('listitem').first()).toBeVisible({ timeout: 20_000 });
    await expect(unseenBadge(page)).toHaveCount(1);
    await notifications(page).getByRole('button', { name: 'Mark as read' }).click();
    await expect(unseenBadge(page)).toHaveCount(0);
    // The server keeps it: its notifications marker moved.
    await expect
      .poll(async () => {
        const response = await server.control.get('/api/v1/markers?timeline[]=notifications', {
          headers: { authorization: `Bearer ${TOKENS.member}` },
        });
        const body = (await response.json()) as { notifications?: { last_read_id?: string } };
        return body.notifications?.last_read_id ?? null;
      })
      .not.toBeNull();

    await page.reload();
    await expect(list.getByRole('listitem').first()).toBeVisible({ timeout: 20_000 });
    await expect(unseenBadge(page)).toHaveCount(0);
    await expectNoStatusCode(page);
    await page.screenshot({
      path: `test-results/screenshots/servers-ui-${software}-notifications-1440.png`,
    });
  });

  test('settings show only what the server has, in words, never a status code', async ({
    page,
  }) => {
    await signInWithToken(page, TOKENS.member);
    await page.goto(`${server.instance.url}/main/friends`);
    const note = 'Some settings are not shown here: this server does not offer them to apps.';

    const profile = await openSettingsTab(page, 'Profile');
    await expect(
      profile.getByRole('checkbox', { name: 'Approve followers manually (locked account)' }),
    ).toBeVisible();
    await expect(profile.getByRole('note').filter({ hasText: note })).toBeVisible();
    // Exact: Mastodon 4.1+'s "Hide who I follow and who follows me" contains two of these.
    for (const name of PLEROMA_ONLY_OPTIONS)
      await expect(profile.getByRole('checkbox', { name, exact: true })).toHaveCount(0);
    expect(await findAxeViolations(page)).toEqual([]);
    await page.screenshot({
      path: `test-results/screenshots/servers-ui-${software}-settings-profile-1440.png`,
    });

    // Mastodon has plain text only: a choice of one would change nothing. GoToSocial lists
    // Markdown in its statuses configuration and takes it as content_type.
    const general = await openSettingsTab(page, 'General');
    await expect(general.getByRole('combobox', { name: 'Conversation display' })).toBeVisible();
    const format = general.getByRole('combobox', { name: 'Default post format' });
    if (software === 'gotosocial')
      await expect(format.getByRole('option')).toHaveText(['Plain text', 'Markdown']);
    else await expect(format).toHaveCount(0);

    // Replies to people one follows are Pleroma's reply_visibility, which these servers
    // ignore: a choice that changes nothing is not offered, here or in the quick settings.
    const filtering = await openSettingsTab(page, 'Filtering');
    const replies = filtering.getByRole('combobox', { name: 'Replies shown' });
    await expect(replies.getByRole('option')).toHaveText(['All replies', 'Replies to me']);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: 'Settings' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Quick settings' }).click();
    const quick = page
      .getByRole('menu', { name: 'Quick settings' })
      .getByRole('group', { name: 'Replies shown' });
    await expect(quick.getByRole('menuitemradio')).toHaveText(['All replies', 'Replies to me']);
    await page.keyboard.press('Escape');

    const types = await openSettingsTab(page, 'Notifications');
    await expect(types.getByRole('checkbox', { name: 'Mentions and replies' })).toBeVisible();
    await expect(types.getByRole('checkbox', { name: 'Emoji reactions' })).toHaveCount(0);
    await expect(types.getByRole('checkbox', { name: 'Accounts that moved' })).toHaveCount(0);

    const mutes = await openSettingsTab(page, 'Mutes and blocks');
    await expect(mutes.getByRole('heading', { name: 'Blocked people' })).toBeVisible();
    if (software === 'gotosocial') {
      await expect(mutes.getByRole('heading', { name: 'Blocked domains' })).toHaveCount(0);
      await expect(mutes.getByRole('note').filter({ hasText: note })).toBeVisible();
    } else {
      await expect(mutes.getByText('You have not blocked any domain.')).toBeVisible();
    }

    const theme = await openSettingsTab(page, 'Theme');
    await expect(theme.getByRole('note').filter({ hasText: note })).toBeVisible();
    await expect(theme.getByRole('combobox', { name: 'Theme' })).toHaveCount(0);
    // No theme for own colours to be laid over: they changed nothing here, so they are not offered.
    await expect(theme.getByLabel('Background')).toHaveCount(0);
    await expectNoStatusCode(page);
    expect(await findAxeViolations(page)).toEqual([]);
    await page.screenshot({
      path: `test-results/screenshots/servers-ui-${software}-settings-theme-1440.png`,
    });
    await page.setViewportSize({ width: 390, height: 844 });
    await openSettingsTab(page, 'Profile');
    await page.screenshot({
      path: `test-results/screenshots/servers-ui-${software}-settings-profile-390.png`,
    });
  });

  test("an admin gets no Delete on other people's posts, and keeps it on their own", async ({
    page,
  }) => {
    await signInWithToken(page, TOKENS.admin);
    const menuOf = async (text: string) => {
      const id = await statusIdByText(server.control, text, TOKENS.admin);
      await page.goto(`${server.instance.url}/notice/${id}`);
      const post = page.getByRole('article', { name: new RegExp(text) }).first();
      await post.getByRole('button', { name: 'More actions' }).first().click();
      await expect(page.getByRole('menuitem').first()).toBeVisible();
    };
    await menuOf('I draw vegetables and grow them');
    await expect(page.getByRole('menuitem', { name: 'Report' }).first()).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Delete', exact: true })).toHaveCount(0);
    expect(await findAxeViolations(page)).toEqual([]);
    await page.screenshot({
      path: `test-results/screenshots/servers-ui-${software}-admin-menu-1440.png`,
    });
    await page.keyboard.press('Escape');
    await menuOf('how the server has changed over two years');
    await expect(page.getByRole('menuitem', { name: 'Delete', exact: true })).toBeVisible();
  });

  test("a profile's RSS link is the feed the server has", async ({ page }) => {
    await signInWithToken(page, TOKENS.member);
    const rssOf = async (name: string) => {
      await page.goto(`${server.instance.url}/${name}`);
      const main = page.getByRole('main');
      await expect(main.getByText(`@${name}`, { exact: true }).first()).toBeVisible({
        timeout: 20_000,
      });
      return main.getByRole('link', { name: 'RSS feed' });
    };
    if (software === 'mastodon') {
      await expect(await rssOf('juniper')).toHaveAttribute('href', /\/users\/juniper\.rss$/);
      return;
    }
    // GoToSocial's feed is opt-in, at <profile>/feed.rss; its `.rss` is always a 404.
    await expect(await rssOf('amara')).toHaveAttribute('href', /\/users\/amara\/feed\.rss$/);
    await expect(await rssOf('juniper')).toHaveCount(0);
  });

  test('a post in Markdown where the server takes it, in plain text elsewhere', async ({
    page,
  }) => {
    await signInWithToken(page, TOKENS.member);
    await page.goto(`${server.instance.url}/main/friends`);
    const form = page.getByRole('form', { name: 'Compose a post' });
    const text = form.getByRole('textbox', { name: 'Post text' });
    await expect(text).toBeVisible({ timeout: 20_000 });
    const format = form.getByRole('combobox', { name: 'Format' });
    if (software === 'mastodon') {
      await expect(format).toHaveCount(0);
      return;
    }
    await expect(format).toBeVisible();
    await format.selectOption({ label: 'Markdown' });
    await text.fill('Markdown from Petrel: **bold beans**');
    const sent = page.waitForRequest(
      (r) => r.method() === 'POST' && r.url().endsWith('/api/v1/statuses'),
    );
    await form.getByRole('button', { name: 'Post', exact: true }).click();
    expect((await sent).postDataJSON()).toMatchObject({ content_type: 'text/markdown' });
    const post = page
      .getByRole('feed')
      .getByRole('article', { name: /Markdown from Petrel/ })
      .first();
    await expect(post.locator('strong', { hasText: 'bold beans' })).toBeVisible();
    await page.screenshot({
      path: `test-results/screenshots/servers-ui-${software}-markdown-1440.png`,
    });
  });

  test('the emoji picker and suggestions offer unicode emoji, which the server lists none of', async ({
    page,
  }) => {
    await signInWithToken(page, TOKENS.member);
    await page.goto(`${server.instance.url}/main/friends`);
    const form = page.getByRole('form', { name: 'Compose a post' });
    const text = form.getByRole('textbox', { name: 'Post text' });
    await expect(text).toBeVisible({ timeout: 20_000 });
    await form.getByRole('button', { name: 'Emoji' }).click();
    const picker = page.getByRole('dialog', { name: 'Emoji' });
    await picker.getByRole('searchbox', { name: 'Search emoji' }).fill('sunflower');
    await picker.getByRole('button', { name: 'Insert 🌻' }).click();
    await expect(text).toHaveValue(/🌻/);
    await text.pressSequentially(' :seedl');
    await expect(
      page.getByRole('listbox', { name: 'Suggestions' }).getByRole('option', { name: /seedling/ }),
    ).toBeVisible();
    await page.screenshot({
      path: `test-results/screenshots/servers-ui-${software}-emoji-1440.png`,
    });
  });

  test('notification switches are those the server acts on: no moves or reactions, push with its key', async ({
    page,
  }) => {
    // A browser that subscribes at once: the worker and its push manager stand in for the real
    // ones (a headless browser has no push service), so the subscription call is what is seen.
    // The key it was asked to subscribe with is kept, base64url, for the test to read.
    await page.addInitScript(() => {
      const subscription = {
        endpoint: 'https://push.example/petrel/1',
        toJSON: () => ({ keys: { p256dh: 'p256dh-key', auth: 'auth-key' } }),
        unsubscribe: async () => true,
      };
      let current: typeof subscription | null = null;
      const registration = {
        addEventListener: () => {},
        installing: null,
        waiting: null,
        active: null,
        update: async () => {},
        pushManager: {
          getSubscription: async () => current,
          subscribe: async ({ applicationServerKey }: { applicationServerKey: Uint8Array }) => {
            const text = btoa(String.fromCharCode(...applicationServerKey));
            const key = text.replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
            (window as unknown as { petrelPushKey: string }).petrelPushKey = key;
            return (current = subscription);
          },
        },
      };
      ServiceWorkerContainer.prototype.register = async () =>
        registration as unknown as ServiceWorkerRegistration;
    });
    if (software === 'mastodon') {
      // Mastodon 4.2 tells its push key only in the app's registration, which a password
      // sign-in makes: a stored token alone (no app) would leave no key.
      await page.goto(`${server.instance.url}/login`);
      const form = page.getByRole('form', { name: /^Sign in/ });
      await form.getByRole('textbox', { name: 'Username' }).fill(USERNAMES.member);
      await form.getByLabel('Password').fill(`petrel-${USERNAMES.member}`);
      await form.getByRole('button', { name: 'Sign in' }).click();
      await expect(page).toHaveURL(/\/main\/friends$/);
    } else {
      await signInWithToken(page, TOKENS.member);
      await page.goto(`${server.instance.url}/main/friends`);
    }
    const column = notifications(page);
    await expect(column.getByRole('listitem').first()).toBeVisible({ timeout: 20_000 });
    await column.getByRole('button', { name: 'Filter notifications' }).click();
    const menu = column.getByRole('group', { name: 'Filter notifications' });
    await expect(menu.getByRole('checkbox', { name: 'Mentions' })).toBeVisible();
    await expect(menu.getByRole('checkbox', { name: 'Polls that ended' })).toBeVisible();
    // Mastodon and GoToSocial send no move notification and have no emoji reactions.
    await expect(menu.getByRole('checkbox', { name: 'Moves' })).toHaveCount(0);
    await expect(menu.getByRole('checkbox', { name: 'Reactions' })).toHaveCount(0);
    await page.screenshot({
      path: `test-results/screenshots/servers-ui-${software}-notification-filter-1440.png`,
    });
    await page.keyboard.press('Escape');

    const pushSwitch = (tab: Locator) =>
      tab.getByRole('checkbox', {
        name: 'Send notifications to this browser even when Petrel is closed (web push)',
      });
    if (software === 'mastodon') {
      // The app's key is kept with the session: after a reload the switch is still offered.
      await page.reload();
      await expect(column.getByRole('listitem').first()).toBeVisible({ timeout: 20_000 });
    }
    const tab = await openSettingsTab(page, 'Notifications');
    await expect(tab.getByRole('checkbox', { name: 'Mentions and replies' })).toBeVisible();
    // GoToSocial tells its key in /api/v2/instance, Mastodon 4.2 in the app's registration:
    // either way the switch subscribes with it, and asks for no moves, which neither sends.
    const subscribed = page.waitForRequest(
      (r) => r.method() === 'POST' && /\/api\/v1\/push\/subscription\/?$/.test(r.url()),
    );
    await expect(pushSwitch(tab)).toBeVisible();
    await pushSwitch(tab).check();
    const body = (await subscribed).postDataJSON() as { data: { alerts: Record<string, boolean> } };
    expect(body).toMatchObject({ subscription: { endpoint: 'https://push.example/petrel/1' } });
    expect(body.data.alerts).toEqual({
      follow: true,
      favourite: true,
      mention: true,
      reblog: true,
    });
    if (software === 'mastodon')
      expect(
        await page.evaluate(() => (window as unknown as { petrelPushKey: string }).petrelPushKey),
      ).toBe(VAPID_PUBLIC_KEY);
  });
  return server;
}
