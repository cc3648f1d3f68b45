import type { BrowserContext, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { placeSecondRound } from './support/hostile';
import { signInWithToken, TOKENS } from './support/session';
import { resetInstance } from './support/statuses';

// Issue 29 item 1: a SWF whose first frame runs getURL("https://attacker.example/page",
// "_blank") (fake-instance/media/swf.ts). Left at Ruffle's defaults it opens that page in a
// new window that keeps window.opener and can move the Petrel tab elsewhere.

test.beforeAll(async ({ request }) => {
  await resetInstance(request);
});

test.afterAll(async ({ request }) => {
  await resetInstance(request);
});

/** Every page the context opens, and every request to the attacker's host from any page. */
function watchWindows(context: BrowserContext): { pages: string[]; attacker: string[] } {
  const seen = { pages: [] as string[], attacker: [] as string[] };
  context.on('page', (opened) => seen.pages.push(opened.url() || '(blank)'));
  void context.route('https://attacker.example/**', (route) => {
    seen.attacker.push(route.request().url());
    // What a phishing page would do with the opener it was given.
    return route.fulfill({
      contentType: 'text/html',
      body: '<script>if (window.opener) window.opener.location = "https://attacker.example/phish";</script>',
    });
  });
  return seen;
}

async function openFlashViewer(page: Page, id: string) {
  await page.goto(`/notice/${id}`);
  const article = page.locator(`article[data-status-id="${id}"]`);
  await article.getByRole('group', { name: 'Attachments' }).getByRole('button').first().click();
  return page.getByRole('dialog', { name: 'Media viewer' });
}

test('a Flash file calling getURL(_blank) opens no window and cannot move the tab', async ({
  page,
  context,
  request,
}) => {
  // Ruffle compiles a few MB of WebAssembly first, slow on a busy machine.
  test.setTimeout(150_000);
  const placed = await placeSecondRound(request);
  const seen = watchWindows(context);
  const ruffleLog: string[] = [];
  page.on('console', (message) => {
    if (/url|navigat|open/i.test(message.text())) ruffleLog.push(message.text());
  });
  await signInWithToken(page, TOKENS.member);
  const viewer = await openFlashViewer(page, placed.flash);
  const petrelUrl = page.url();

  await viewer.getByRole('button', { name: 'Play Flash content' }).click();
  await expect(viewer.getByRole('button', { name: 'Stop Flash content' })).toBeVisible({
    timeout: 120_000,
  });
  await expect(viewer.locator('ruffle-player')).toHaveCount(1);

  // The file's one frame plays as soon as it is loaded; give a busy machine time to run it.
  await page.waitForTimeout(6_000);
  expect(seen.pages, `windows opened; Ruffle said: ${ruffleLog.join(' | ')}`).toEqual([]);
  expect(seen.attacker).toEqual([]);
  expect(page.url()).toBe(petrelUrl);
  expect(context.pages()).toHaveLength(1);
  await expect(viewer.getByRole('button', { name: 'Stop Flash content' })).toBeVisible();
  // The page-wide config Ruffle read when it started.
  const config = await page.evaluate(
    () => (window as unknown as { RufflePlayer?: { config?: unknown } }).RufflePlayer?.config,
  );
  expect(config).toMatchObject({ openUrlMode: 'deny', allowNetworking: 'internal' });
});
