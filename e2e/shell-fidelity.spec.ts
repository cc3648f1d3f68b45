import { readFile } from 'node:fs/promises';
import { expect, test, type Locator, type Page } from './support/fixtures';
import { findAxeViolations } from './support/axe';
import { signInWithToken, TOKENS } from './support/session';
import { setPreferences } from './support/stream';

// Issue 24, items 13-22: start-up, layout, settings and the pages of document 1.

const WIDE = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };

const sidebar = (page: Page) => page.getByRole('complementary', { name: 'Sidebar' });
const box = async (locator: Locator) => {
  const b = await locator.boundingBox();
  if (!b) throw new Error('not on screen');
  return b;
};

async function openSettings(page: Page) {
  await page.getByRole('button', { name: 'Settings' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Settings' });
  await expect(dialog.getByRole('tablist', { name: 'Settings areas' })).toBeVisible();
  return dialog;
}

test.describe('third column on wide screens (item 13)', () => {
  test.use({ viewport: WIDE });

  test('notifications: the panel is the third column, the post form stays in the sidebar', async ({
    page,
  }) => {
    await setPreferences(page, { thirdColumnMode: 'notifications' });
    await signInWithToken(page, TOKENS.member);
    await page.goto('/main/friends');
    const column = page.getByRole('complementary', { name: 'Notifications' });
    await expect(column.getByRole('heading', { name: /^Notifications/ })).toBeVisible();
    await expect(sidebar(page).getByRole('region', { name: 'New post' })).toBeVisible();
    await expect(sidebar(page).getByRole('region', { name: /^Notifications/ })).toHaveCount(0);
    const main = await box(page.getByRole('main'));
    expect((await box(column)).x).toBeGreaterThanOrEqual(main.x + main.width);
    await page.screenshot({ path: 'test-results/shell-third-column-notifications-1440.png' });
  });

  test('post form: the form is the third column, notifications stay in the sidebar', async ({
    page,
  }) => {
    await setPreferences(page, { thirdColumnMode: 'postform' });
    await signInWithToken(page, TOKENS.member);
    await page.goto('/main/friends');
    const form = page.getByRole('region', { name: 'New post' });
    await expect(form.getByRole('textbox').first()).toBeVisible({ timeout: 15_000 });
    await expect(form).toHaveCount(1);
    await expect(sidebar(page).getByRole('region', { name: 'New post' })).toHaveCount(0);
    const main = await box(page.getByRole('main'));
    expect((await box(form)).x).toBeGreaterThanOrEqual(main.x + main.width);
    // Notifications come straight after the navigation, not below the form.
    const notifications = sidebar(page).getByRole('region', { name: /^Notifications/ });
    await expect(notifications).toBeVisible();
    await expect(page.getByRole('complementary', { name: 'Notifications' })).toHaveCount(0);
    const nav = await box(sidebar(page).getByRole('navigation', { name: 'Navigation' }));
    expect((await box(notifications)).y).toBeLessThan(nav.y + nav.height + 40);
    await page.screenshot({ path: 'test-results/shell-third-column-postform-1440.png' });
  });

  test('none: two columns, the form and notifications both in the sidebar', async ({ page }) => {
    await setPreferences(page, { thirdColumnMode: 'none' });
    await signInWithToken(page, TOKENS.member);
    await page.goto('/main/friends');
    await expect(sidebar(page).getByRole('region', { name: 'New post' })).toBeVisible();
    await expect(sidebar(page).getByRole('region', { name: /^Notifications/ })).toBeVisible();
    await expect(page.getByRole('complementary', { name: 'Notifications' })).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'New post' })).toHaveCount(1);
    await page.screenshot({ path: 'test-results/shell-third-column-none-1440.png' });
  });

  // One load of the default layout: its header bar is checked before the setting changes it.
  test('the header bar spans the three columns; switching the setting moves the form and back', async ({
    page,
  }) => {
    // Each step keeps the time a test of its own had.
    test.setTimeout(2 * 30_000);
    await signInWithToken(page, TOKENS.member);
    await page.goto('/main/friends');

    await test.step('the header bar spans the three columns (item 22)', async () => {
      const column = page.getByRole('complementary', { name: 'Notifications' });
      await expect(column).toBeVisible();
      const edges = await page.getByRole('banner').evaluate((bar) => {
        const items = [...bar.querySelectorAll('a, button')].map((e) => e.getBoundingClientRect());
        return {
          left: Math.min(...items.map((r) => r.left)),
          right: Math.max(...items.map((r) => r.right)),
        };
      });
      const side = await box(sidebar(page));
      const third = await box(column);
      expect(Math.abs(edges.left - side.x)).toBeLessThanOrEqual(2);
      expect(Math.abs(edges.right - (third.x + third.width))).toBeLessThanOrEqual(2);
    });

    await test.step('switching the setting moves the form into the column and back', async () => {
      const dialog = await openSettings(page);
      const select = dialog.getByRole('combobox', { name: 'Third column on wide screens' });
      await select.selectOption('postform');
      await dialog.getByRole('button', { name: 'Close' }).first().click();
      const form = page.getByRole('region', { name: 'New post' });
      await expect(sidebar(page).getByRole('region', { name: 'New post' })).toHaveCount(0);
      const main = await box(page.getByRole('main'));
      await expect
        .poll(async () => (await box(form)).x)
        .toBeGreaterThanOrEqual(main.x + main.width);

      const again = await openSettings(page);
      await again
        .getByRole('combobox', { name: 'Third column on wide screens' })
        .selectOption('notifications');
      await again.getByRole('button', { name: 'Close' }).first().click();
      await expect(sidebar(page).getByRole('region', { name: 'New post' })).toBeVisible();
      await expect(page.getByRole('complementary', { name: 'Notifications' })).toBeVisible();
    });
  });
});

test.describe('the signed-in wide layout (item 22)', () => {
  test.use({ viewport: WIDE });

  test("the navigation does not move when the post form's code arrives", async ({ page }) => {
    // Hold the form's code back, as a slow connection does.
    await page.route(
      /\/assets\/(SidebarPostFormPanel|ComposerLoader)-[^/]*\.js$/,
      async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 2500));
        await route.continue();
      },
    );
    await signInWithToken(page, TOKENS.member);
    await page.goto('/main/friends');
    const nav = sidebar(page).getByRole('navigation', { name: 'Navigation' });
    await expect(nav).toBeVisible();
    const before = (await box(nav)).y;
    await expect(
      sidebar(page).getByRole('region', { name: 'New post' }).getByRole('textbox').first(),
    ).toBeVisible({ timeout: 15_000 });
    const after = (await box(nav)).y;
    expect(Math.abs(after - before)).toBeLessThanOrEqual(2);
    // The form sits above the navigation, never over it.
    const form = await box(sidebar(page).getByRole('region', { name: 'New post' }));
    expect(form.y + form.height).toBeLessThanOrEqual(after + 1);
  });
});

/** Holds the settings profile's save (not its fetch) until the returned function is called. */
async function holdSave(page: Page): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/v1/akkoma/frontend_settings/*/petrel', async (route) => {
    if (route.request().method() !== 'GET') await held;
    await route.continue();
  });
  return release;
}

test.describe('settings sync notices are global (item 14)', () => {
  test.use({ viewport: WIDE });

  test('an account without a settings profile is told it is created, modal closed', async ({
    page,
  }) => {
    // The creating notice is that sync's progress: it stays while the save is on its way.
    const save = await holdSave(page);
    await signInWithToken(page, TOKENS.member);
    await page.goto('/main/friends');
    await expect(
      page
        .getByRole('status')
        .filter({ hasText: "No settings on the server yet: creating them from this browser's" }),
    ).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Settings' })).toHaveCount(0);
    await page.screenshot({ path: 'test-results/shell-sync-creating-1440.png' });
    save();
    await expect(
      page.getByRole('status').filter({ hasText: 'Settings synchronized with the server' }),
    ).toBeVisible();
  });

  test('a background sync error shows as an error notice', async ({ page }) => {
    await page.route('**/api/v1/akkoma/frontend_settings/*/petrel', (route) =>
      route.fulfill({ status: 500, json: { error: 'Internal server error' } }),
    );
    await signInWithToken(page, TOKENS.member);
    await page.goto('/main/friends');
    await expect(
      page.getByRole('alert').filter({ hasText: 'Synchronizing settings with the server failed' }),
    ).toBeVisible();
  });

  test('at 390 px too', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await holdSave(page);
    await signInWithToken(page, TOKENS.member);
    await page.goto('/main/friends');
    await expect(
      page.getByRole('status').filter({ hasText: 'No settings on the server yet' }),
    ).toBeVisible();
    await page.screenshot({ path: 'test-results/shell-sync-creating-390.png' });
  });
});

test.describe('settings backup and restore (items 15, 16)', () => {
  test.use({ viewport: WIDE });

  async function backUp(dialog: Locator, page: Page, withTheme: boolean) {
    await dialog.getByRole('button', { name: 'Backup and restore' }).click();
    const waiting = page.waitForEvent('download');
    await dialog
      .getByRole('button', {
        name: withTheme ? 'Back up settings with theme' : 'Back up settings',
        exact: true,
      })
      .click();
    const download = await waiting;
    return JSON.parse(await readFile(await download.path(), 'utf8')) as Record<string, unknown>;
  }

  // One settings modal for both: the second step backs up again before it changes anything.
  test("a new account's backups hold the whole configuration; restoring one updates the open modal", async ({
    page,
  }) => {
    // Each step keeps the time a test of its own had.
    test.setTimeout(2 * 30_000);
    await signInWithToken(page, TOKENS.member);
    await page.goto('/main/friends');
    const dialog = await openSettings(page);

    await test.step("a new account's backups hold the whole configuration, with and without theme", async () => {
      const plain = await backUp(dialog, page, false);
      expect(plain).toMatchObject({
        _pleroma_settings_version: [1, 0],
        hideNsfw: true,
        maxThumbnails: 16,
        thirdColumnMode: 'notifications',
        conversationDisplay: 'linear',
        widenTimeline: '50',
      });
      expect(plain).not.toHaveProperty('theme');
      expect(Object.keys(plain).length).toBeGreaterThan(30);
      const themed = await backUp(dialog, page, true);
      expect(themed).toMatchObject({ theme: 'pleroma-dark', hideNsfw: true, maxThumbnails: 16 });
    });

    await test.step('restoring a backup updates the open modal at once', async () => {
      const thumbnails = dialog.getByRole('spinbutton', { name: 'Most thumbnails per post' });
      const nsfw = dialog.getByRole('checkbox', { name: 'Hide sensitive media' });
      const display = dialog.getByRole('combobox', { name: 'Conversation display' });
      const file = await backUp(dialog, page, false);
      expect(file).toMatchObject({ maxThumbnails: 16, hideNsfw: true });

      await thumbnails.fill('5');
      await nsfw.uncheck();
      await display.selectOption('tree');
      await expect(thumbnails).toHaveValue('5');

      await dialog.getByLabel('Restore settings').setInputFiles({
        name: 'backup.json',
        mimeType: 'application/json',
        buffer: Buffer.from(JSON.stringify(file)),
      });
      await expect(dialog.getByText('Settings restored from the file')).toBeVisible();
      await expect(thumbnails).toHaveValue('16');
      await expect(nsfw).toBeChecked();
      await expect(display).toHaveValue('linear');
    });
  });
});

test('registration sends locale en_US for English (item 17)', async ({ page }) => {
  await page.setViewportSize(WIDE);
  await page.goto('/registration');
  const main = page.getByRole('main');
  await main.getByRole('textbox', { name: 'Username' }).fill(`loc${Date.now().toString(36)}`);
  await main.getByRole('textbox', { name: 'Display name' }).fill('Locale test');
  await main.getByLabel('Password', { exact: true }).fill('a long password');
  await main.getByLabel('Password confirmation').fill('a long password');
  const sent = page.waitForRequest(
    (r) => r.method() === 'POST' && new URL(r.url()).pathname === '/api/v1/accounts',
  );
  await main.getByRole('button', { name: 'Sign up' }).click();
  const body = (await sent).postDataJSON() as Record<string, unknown>;
  expect(body['locale']).toBe('en_US');
  expect(body).toMatchObject({ agreement: true });
});

test.describe('with the service worker installed', () => {
  test.use({ serviceWorker: 'install' });

  test("a visitor's page registers the service worker with scope / (item 18)", async ({
    page,
    baseURL,
  }) => {
    await page.goto('/main/all');
    await expect(page.getByRole('article').first()).toBeVisible();
    await expect
      .poll(
        () =>
          page.evaluate(async () =>
            (await navigator.serviceWorker.getRegistrations()).map((r) => r.scope),
          ),
        { timeout: 15_000 },
      )
      .toContain(`${baseURL}/`);
  });
});

test('an inactive announcement keeps a disabled mark-as-read control (item 19)', async ({
  page,
}) => {
  await page.setViewportSize(WIDE);
  await signInWithToken(page, TOKENS.admin);
  await page.goto('/announcements');
  const inactive = page
    .getByRole('main')
    .getByRole('article')
    .filter({ hasText: 'Not shown to users now' })
    .first();
  await expect(inactive).toBeVisible();
  await expect(inactive.getByRole('button', { name: 'Mark as read' })).toBeDisabled();
  await expect(inactive.getByText('Read', { exact: true })).toHaveCount(0);
});

for (const viewport of [PHONE, WIDE]) {
  test(`the about page's staff list has its own styles at ${viewport.width} px (item 20)`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await page.goto('/about');
    const staff = page.getByRole('region', { name: 'Staff' });
    const list = staff.getByRole('list').first();
    await expect(list.getByRole('listitem').first()).toBeVisible();
    expect(await list.evaluate((ul) => getComputedStyle(ul).listStyleType)).toBe('none');
    const row = list.getByRole('link').first();
    const name = row.locator('bdi');
    const handle = row.getByText(/^@/);
    // Name above the handle, both beside the avatar.
    expect((await box(handle)).y).toBeGreaterThanOrEqual(
      (await box(name)).y + (await box(name)).height - 1,
    );
    // The 40 px avatar comes first in the row.
    expect((await box(name)).x).toBeGreaterThanOrEqual((await box(row)).x + 40);
    await staff.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `test-results/shell-about-staff-${viewport.width}.png` });
  });

  test(`registration and who-to-follow pass axe at ${viewport.width} px (item 21)`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await page.goto('/registration');
    const terms = page.getByRole('main').getByRole('region', { name: 'Terms of service' });
    await expect(terms).toBeVisible();
    await terms.focus();
    await expect(terms).toBeFocused();
    expect(await findAxeViolations(page)).toEqual([]);
    // Stacked on a phone, the password pair keeps the form's spacing between its two fields.
    const form = page.getByRole('main');
    const password = await form.getByLabel('Password', { exact: true }).boundingBox();
    const confirm = await form.getByText('Password confirmation', { exact: true }).boundingBox();
    if (!password || !confirm) throw new Error('the password fields are not drawn');
    if (confirm.y > password.y) {
      expect(confirm.y - (password.y + password.height)).toBeGreaterThanOrEqual(12);
    }
    await page.screenshot({ path: `test-results/shell-registration-${viewport.width}.png` });

    await signInWithToken(page, TOKENS.member);
    await page.goto('/who-to-follow');
    await expect(page.getByRole('heading', { level: 1, name: 'Who to follow' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('listitem').first()).toBeVisible();
    await expect(page.getByRole('region', { name: 'Who to follow' })).toHaveCount(1);
    expect(await findAxeViolations(page)).toEqual([]);
    await page.screenshot({ path: `test-results/shell-who-to-follow-${viewport.width}.png` });
  });
}
