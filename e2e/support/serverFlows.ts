import { request as playwrightRequest, type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from './refuseWorker';
import { findAxeViolations } from './axe';
import { startInstance, type RunningInstance } from './instance';
import { signInWithToken, TOKENS } from './session';
import { statusArticle, statusIdByText } from './statuses';
import { injectStatuses, waitForListener } from './stream';

/**
 * The everyday flows of issue 25 on a server outside the Pleroma family (the fake instance's
 * --software mastodon or gotosocial): sign-in, profiles by name, a profile edit, a minute of
 * live updates and editing a post. One file per software calls this, so each runs on its own
 * fake instance.
 */
export type Software = 'mastodon' | 'gotosocial';

const OWN = 'Bookmarking it for the next time someone asks me';

function sidebarAccount(page: Page) {
  return page
    .getByRole('complementary', { name: 'Sidebar' })
    .getByRole('region', { name: 'Your account' });
}

export function serverFlows(software: Software): void {
  test.use({ viewport: { width: 1440, height: 900 } });
  test.describe.configure({ mode: 'serial' });

  let instance: RunningInstance;
  let control: APIRequestContext;

  test.beforeAll(async () => {
    instance = await startInstance(['--software', software, '--control']);
    control = await playwrightRequest.newContext({ baseURL: instance.url });
  });

  test.afterAll(async () => {
    await control?.dispose();
    await instance?.stop();
  });

  if (software === 'gotosocial') {
    test('sign-in goes to the server’s own page before any password is typed', async ({ page }) => {
      await page.goto(`${instance.url}/login`);
      const main = page.getByRole('main');
      await expect(main.getByText('signs you in on its own page')).toBeVisible();
      await expect(main.getByLabel('Password')).toHaveCount(0);
      expect(await findAxeViolations(page)).toEqual([]);
      await main.getByRole('button', { name: 'Continue to the sign-in page' }).click();
      await expect(page).toHaveURL(/\/oauth\/authorize\?/);
      await page.getByLabel('Username or email').fill('priya');
      await page.getByLabel('Password').fill('petrel-priya');
      await page.getByRole('button', { name: 'Authorize' }).click();
      await expect(page).toHaveURL(/\/main\/friends$/);
      await expect(sidebarAccount(page)).toContainText('@priya');
    });
  } else {
    test('sign-in with a password, which this server takes', async ({ page }) => {
      await page.goto(`${instance.url}/login`);
      const form = page.getByRole('form', { name: /^Sign in/ });
      await form.getByRole('textbox', { name: 'Username' }).fill('priya');
      await form.getByLabel('Password').fill('petrel-priya');
      await form.getByRole('button', { name: 'Sign in' }).click();
      await expect(page).toHaveURL(/\/main\/friends$/);
      await expect(sidebarAccount(page)).toContainText('@priya');
    });
  }

  test('profiles by name: another person’s, one’s own, and a mention’s', async ({ page }) => {
    await signInWithToken(page, TOKENS.member);
    await page.goto(`${instance.url}/marisol`);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { name: 'Marisol Ortega' })).toBeVisible();
    await expect(main.getByText('This profile does not exist')).toHaveCount(0);
    await page.goto(`${instance.url}/juniper`);
    await expect(main.getByRole('heading', { name: 'June Park' })).toBeVisible();
    // Names from mentions and search results lead to the same /{name} route.
    await page.goto(`${instance.url}/hana`);
    await expect(main.getByRole('heading', { name: /Hana Sato/ })).toBeVisible();
    await expect(main.getByText('This profile does not exist')).toHaveCount(0);
    expect(await findAxeViolations(page)).toEqual([]);
  });

  test('a profile edit is saved, fields included, and kept after a reload', async ({ page }) => {
    await signInWithToken(page, TOKENS.member);
    await page.goto(`${instance.url}/main/friends`);
    const openProfileTab = async () => {
      await page.getByRole('button', { name: 'Settings' }).first().click();
      const dialog = page.getByRole('dialog', { name: 'Settings' });
      await dialog.getByRole('tab', { name: 'Profile' }).click();
      return dialog;
    };
    const dialog = await openProfileTab();
    await dialog.getByRole('textbox', { name: 'Bio' }).fill('Drawing turnips today.');
    await dialog.getByRole('button', { name: 'Add a field' }).click();
    await dialog
      .getByRole('textbox', { name: /^Label of field/ })
      .last()
      .fill('Plot');
    await dialog
      .getByRole('textbox', { name: /^Content of field/ })
      .last()
      .fill('Number 12');
    await dialog.getByRole('button', { name: 'Save profile' }).click();
    await expect(dialog.getByText('Settings saved')).toBeVisible();
    await expect(dialog.getByText(/Saving settings failed/)).toHaveCount(0);

    await page.reload();
    const again = await openProfileTab();
    await expect(again.getByRole('textbox', { name: 'Bio' })).toHaveValue('Drawing turnips today.');
    await expect(again.getByRole('textbox', { name: /^Content of field/ }).last()).toHaveValue(
      'Number 12',
    );
  });

  test('a minute of live updates on one socket, with no notice', async ({ page }) => {
    // `npm test` moves the page's clock over the minute (every timer of the app fires as it
    // would); PETREL_SOAK=1 (`npm run bench`) waits the minute on the wall clock instead.
    const wallClock = process.env.PETREL_SOAK === '1';
    test.setTimeout(wallClock ? 180_000 : 60_000);
    const sockets: string[] = [];
    const sentFrames: string[] = [];
    page.on('websocket', (socket) => {
      if (!socket.url().includes('/api/v1/streaming')) return;
      sockets.push(socket.url());
      socket.on('framesent', (frame) => sentFrames.push(String(frame.payload)));
    });
    if (!wallClock) await page.clock.install();
    await signInWithToken(page, TOKENS.member);
    await page.goto(`${instance.url}/main/friends`);
    const feed = page.getByRole('feed').first();
    await expect(feed.getByRole('article').first()).toBeVisible();
    await waitForListener(control, 'user');
    // Any stream notice, even one shown for a moment, is remembered.
    await page.evaluate(() => {
      const seen = document.createElement('meta');
      seen.id = 'seen-stream-notice';
      document.head.append(seen);
      new MutationObserver(() => {
        if (/Live updates (stopped|are back)/.test(document.body.textContent ?? ''))
          seen.setAttribute('content', 'yes');
      }).observe(document.body, { childList: true, subtree: true, characterData: true });
    });
    // Two keep-alive periods of 30 s, and then some.
    if (wallClock) await page.waitForTimeout(65_000);
    else
      for (let period = 0; period < 2; period++) {
        await page.clock.fastForward(32_500);
        // Real time for a frame sent at that moment, and the server's answer, to travel.
        await page.waitForTimeout(1_500);
      }
    await injectStatuses(control, {
      count: 1,
      account: 'amara',
      text: 'Still live after a minute {n}',
    });
    await expect(statusArticle(page, 'Still live after a minute 00001')).toBeVisible({
      timeout: 15_000,
    });
    expect(sockets).toHaveLength(1);
    // Only the Pleroma family reads the text keep-alive; this server would close on it.
    expect(sentFrames.filter((frame) => frame === 'ping')).toEqual([]);
    expect(await page.locator('#seen-stream-notice').getAttribute('content')).toBeNull();
  });

  test('a post is edited and stays edited after a reload', async ({ page }) => {
    await signInWithToken(page, TOKENS.member);
    const id = await statusIdByText(control, OWN, TOKENS.member);
    await page.goto(`${instance.url}/notice/${id}`);
    await expect(async () => {
      await statusArticle(page, OWN).getByRole('button', { name: 'More actions' }).click();
      await expect(page.getByRole('menu', { name: 'More actions' })).toBeVisible({
        timeout: 2000,
      });
    }).toPass();
    await page.getByRole('menuitem', { name: 'Edit', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit post' });
    const text = dialog.getByRole('textbox', { name: 'Text' });
    await expect(text).toHaveValue(/Bookmarking it/);
    await text.fill(`${OWN} (edited on ${software})`);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toHaveCount(0);
    await page.reload();
    await expect(statusArticle(page, OWN)).toContainText(`edited on ${software}`);
  });
}
