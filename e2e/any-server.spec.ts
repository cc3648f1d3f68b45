import type { Page } from '@playwright/test';
import { expect, test } from './support/refuseWorker';
import { findAxeViolations } from './support/axe';
import { expectMastodonScopes } from './support/composer';
import { startInstance, type RunningInstance } from './support/instance';
import { signInWithToken, TOKENS } from './support/session';

/**
 * Petrel in front of a plain Mastodon 4 (the fake instance with --software mastodon): no
 * Pleroma or Akkoma extension exists, so every control backed by one is left out, and nothing
 * breaks: no page error, no NaN, no raw i18n key, no axe violation.
 */

test.use({ viewport: { width: 1440, height: 900 } });
test.describe.configure({ mode: 'serial' });

let mastodon: RunningInstance;

test.beforeAll(async () => {
  mastodon = await startInstance(['--software', 'mastodon']);
});

test.afterAll(async () => {
  await mastodon?.stop();
});

/** Page errors, collected from the first navigation on. */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** Text that only a missing number or a missing translation would put on the screen. */
async function expectNoBrokenText(page: Page): Promise<void> {
  const text = await page.locator('body').innerText();
  expect(text).not.toMatch(/\bNaN\b|undefined/);
  // A raw key reads like "features.upload_limit" or "settings.security.totp.title".
  expect(text).not.toMatch(
    /\b(?:features|settings|status|post_status|nav|timeline|units|about|user_card|announcements)\.[a-z_]+\b/,
  );
}

function sidebarNav(page: Page) {
  return page
    .getByRole('complementary', { name: 'Sidebar' })
    .getByRole('navigation', { name: 'Navigation' });
}

test('a visitor reads the public timeline; the features panel has sane limits', async ({
  page,
}) => {
  const errors = watchErrors(page);
  await page.goto(`${mastodon.url}/main/all`);
  await expect(page.getByRole('feed').getByRole('article').first()).toBeVisible();
  const features = page.getByRole('region', { name: 'Features' });
  await expect(features).toContainText('16 MiB');
  await expect(features).toContainText('500');
  await expect(sidebarNav(page).getByRole('link', { name: 'Bubble', exact: true })).toHaveCount(0);
  await expectNoBrokenText(page);
  expect(await findAxeViolations(page)).toEqual([]);
  await page.screenshot({ path: 'test-results/screenshots/any-server-visitor-1440.png' });
  expect(errors).toEqual([]);
});

// A member's home on Mastodon, loaded once: the read-only checks first, then a post, the
// settings (closed again) and the quick settings, which leave for /main/bubble last. Page
// errors are collected over the whole visit, and checked after each step.
test('a member on Mastodon: no Pleroma-only control, the server’s limit, settings, quick settings', async ({
  page,
}) => {
  // Each step keeps the time a test of its own had.
  test.setTimeout(4 * 30_000);
  const errors = watchErrors(page);
  await signInWithToken(page, TOKENS.member);
  await page.goto(`${mastodon.url}/main/friends`);
  await test.step('a member gets no Pleroma-only control: no local-only, reactions, quotes, bubble, translate', async () => {
    const feed = page.getByRole('feed');
    const article = feed.getByRole('article').first();
    await expect(article).toBeVisible();

    const nav = sidebarNav(page);
    await expect(nav.getByRole('link', { name: 'Home', exact: true })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Bubble', exact: true })).toHaveCount(0);
    // Mastodon has had announcements since 3.1: they stay.
    await expect(page.getByRole('link', { name: /^Announcements/ }).first()).toBeVisible();

    // The composer: the four Mastodon scopes, no content types (only plain text).
    const form = page.getByRole('form', { name: 'Compose a post' });
    await expectMastodonScopes(form);
    await expect(form.getByRole('combobox', { name: 'Format' })).toHaveCount(0);

    // Status actions: favourite and repeat stay; react and quote are not offered, and the
    // reactions the seed carries are not shown (they could be neither toggled nor listed).
    await expect(feed.getByRole('button', { name: /^Favourite/ }).first()).toBeVisible();
    await expect(feed.getByRole('button', { name: 'Add reaction' })).toHaveCount(0);
    await expect(feed.getByRole('button', { name: /^React with/ })).toHaveCount(0);
    await expect(feed.getByRole('button', { name: 'Quote' })).toHaveCount(0);
    await article.getByRole('button', { name: 'More actions' }).click();
    const menu = page.getByRole('menu');
    await expect(menu.getByRole('menuitem', { name: 'Copy link' })).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: 'Translate' })).toHaveCount(0);
    await page.keyboard.press('Escape');

    await expectNoBrokenText(page);
    expect(await findAxeViolations(page)).toEqual([]);
    await page.screenshot({ path: 'test-results/screenshots/any-server-member-1440.png' });
    expect(errors).toEqual([]);
  });

  await test.step('a member posts on Mastodon; the 500-character limit is the server’s', async () => {
    const form = page.getByRole('form', { name: 'Compose a post' });
    const text = form.getByRole('textbox', { name: 'Post text' });
    await text.fill('x'.repeat(501));
    await expect(form.getByRole('button', { name: 'Post', exact: true })).toBeDisabled();
    const words = `Hello plain Mastodon ${Date.now().toString(36)}`;
    await text.fill(words);
    await form.getByRole('button', { name: 'Post', exact: true }).click();
    await expect(text).toHaveValue('');
    await expect(
      page.getByRole('feed').getByRole('article').filter({ hasText: words }),
    ).toHaveCount(1);
    expect(errors).toEqual([]);
  });

  await test.step('settings leave out what the server lacks, and say so', async () => {
    await page.getByRole('button', { name: 'Settings', exact: true }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Settings' });
    // Settings sync is Akkoma's: it is never tried, so it never fails.
    await expect(dialog.getByText('Synchronizing settings with the server failed')).toHaveCount(0);

    await dialog.getByRole('tab', { name: 'Security' }).click();
    await expect(dialog.getByRole('note')).toHaveText(/this server does not offer them/);
    for (const title of ['Two-factor sign-in', 'Account aliases', 'Change password']) {
      await expect(dialog.getByRole('region', { name: title })).toHaveCount(0);
    }

    await dialog.getByRole('tab', { name: 'Data import/export' }).click();
    await expect(dialog.getByRole('note')).toHaveText(/this server does not offer them/);
    for (const title of ['Import', 'Account backups', 'Settings on the server']) {
      await expect(dialog.getByRole('region', { name: title, exact: true })).toHaveCount(0);
    }
    await expect(dialog.getByRole('region', { name: 'Export' })).toBeVisible();

    // Hiding push contents and blocking strangers are Pleroma's notification settings.
    await dialog.getByRole('tab', { name: 'Notifications' }).click();
    await expect(dialog.getByRole('note')).toHaveText(/this server does not offer them/);
    await expect(dialog.getByRole('region', { name: 'Notifications from the server' })).toHaveCount(
      0,
    );

    await expectNoBrokenText(page);
    expect(await findAxeViolations(page)).toEqual([]);
    await page.screenshot({ path: 'test-results/screenshots/any-server-settings-1440.png' });
    expect(errors).toEqual([]);
    await dialog.getByRole('button', { name: 'Close' }).first().click();
    await expect(dialog).toHaveCount(0);
  });

  await test.step('quick settings filter the home timeline; /main/bubble says there is none', async () => {
    const feed = page.getByRole('feed', { name: 'Home' });
    await expect(feed.getByRole('article').first()).toBeVisible();
    const repeats = feed.getByRole('article', { name: / repeated / });
    await expect(repeats.first()).toBeVisible();
    await page.getByRole('button', { name: 'Quick settings' }).click();
    const menu = page.getByRole('menu', { name: 'Quick settings' });
    const showRepeats = menu.getByRole('menuitemcheckbox', { name: 'Show repeats' });
    await showRepeats.click();
    await expect(repeats).toHaveCount(0);
    await showRepeats.click();
    await expect(repeats.first()).toBeVisible();
    expect(await findAxeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(menu).toHaveCount(0);

    await page.goto(`${mastodon.url}/main/bubble`);
    await expect(page.getByText('This instance has no bubble timeline.')).toBeVisible();
    await expectNoBrokenText(page);
    expect(errors).toEqual([]);
  });
});

test('an admin gets no moderation menu: the Pleroma admin API is missing', async ({ page }) => {
  const errors = watchErrors(page);
  await signInWithToken(page, TOKENS.admin);
  await page.goto(`${mastodon.url}/main/friends`);
  await expect(page.getByRole('feed').getByRole('article').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Moderation' })).toHaveCount(0);
  await page.goto(`${mastodon.url}/users/juniper`);
  await expect(page.getByRole('heading', { name: /June Park/ }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: /^Moderation tools/ })).toHaveCount(0);
  await expectNoBrokenText(page);
  expect(errors).toEqual([]);
});

test('a Mastodon actor address, /users/<name>, is one lookup: no 404 asking the name as an id', async ({
  page,
}) => {
  const errors = watchErrors(page);
  const asked: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/v1/accounts/')) asked.push(pathname);
  });
  await page.goto(`${mastodon.url}/users/juniper`);
  await expect(page.getByRole('heading', { name: /June Park/ }).first()).toBeVisible();
  expect(asked).toContain('/api/v1/accounts/lookup');
  expect(asked).not.toContain('/api/v1/accounts/juniper');
  expect(errors).toEqual([]);
});

test('notifications, a reply and a profile hold nothing Pleroma-only either', async ({ page }) => {
  const errors = watchErrors(page);
  await signInWithToken(page, TOKENS.member);

  // Mastodon tells of no reactions and no moves, so none are listed.
  await page.goto(`${mastodon.url}/juniper/notifications`);
  const main = page.getByRole('main');
  await expect(main.getByText(/favourited your post/).first()).toBeVisible();
  await expect(main.getByText(/reacted with/)).toHaveCount(0);
  await expect(main.getByText(/ moved to /)).toHaveCount(0);
  await expect(main.getByRole('alert')).toHaveCount(0);

  // The reply composer offers Mastodon's scopes only.
  await page.goto(`${mastodon.url}/main/friends`);
  const article = page.getByRole('feed').getByRole('article').first();
  await article.getByRole('button', { name: /^Reply/ }).click();
  const reply = page.getByRole('form', { name: /^Reply to/ });
  await expectMastodonScopes(reply);

  // A followed person's profile: following, but no Pleroma subscription to their posts.
  await page.goto(`${mastodon.url}/users/priya`);
  await expect(page.getByRole('button', { name: /^Following/ }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: /Notify me of posts/ })).toHaveCount(0);
  await expectNoBrokenText(page);
  expect(await findAxeViolations(page)).toEqual([]);
  expect(errors).toEqual([]);
});

test('at 390 px the member view is whole too', async ({ page }) => {
  const errors = watchErrors(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await signInWithToken(page, TOKENS.member);
  await page.goto(`${mastodon.url}/main/friends`);
  await expect(page.getByRole('feed').getByRole('article').first()).toBeVisible();
  await expectNoBrokenText(page);
  expect(await findAxeViolations(page)).toEqual([]);
  await page.screenshot({ path: 'test-results/screenshots/any-server-member-390.png' });
  expect(errors).toEqual([]);
});
