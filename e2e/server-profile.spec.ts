import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/refuseWorker';
import type { FakeSoftware } from './support/instance';
import { sharedSoftwareInstance } from './support/sharedInstance';
import { callsTo } from './support/outbox';
import { signInWithToken, TOKENS } from './support/session';

/**
 * "Assume no server is Akkoma": start-up asks the Pleroma family's own files only of a server
 * whose profile says it has them. A first visit knows nothing yet: the instance answer decides,
 * in the early script as in the app, and no 404 does; from the second visit on, the remembered
 * profile decides (docs/decisions.md, "Server profile").
 */
const FIRST_PAINT_FILES = [
  '/api/pleroma/frontend_configurations',
  '/static/config.json',
  '/static/styles.json',
  '/instance/panel.html',
];
const TIMELINE = '/api/v1/timelines/public';
const LATER_FILES = ['/static/terms-of-service.html', '/static/stickers.json'];
const PLEROMA_FILES = [...FIRST_PAINT_FILES, ...LATER_FILES];

function pleromaFilesIn(paths: string[]): string[] {
  return [...new Set(paths.filter((path) => PLEROMA_FILES.includes(path)))].sort();
}

/** The GETs that reached the server, in order. */
async function reads(control: APIRequestContext): Promise<string[]> {
  return (await callsTo(control, '/', 'GET')).map((call) => call.path);
}

/**
 * Holds the app's script until `release` is called: what reaches the server meanwhile comes
 * from the page itself and its early script.
 */
async function holdAppScript(page: Page): Promise<() => void> {
  let release = () => undefined as void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const pattern = /\/assets\/index-[^/]+\.js$/;
  await page.route(pattern, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** Opens the public timeline and waits until start-up has read the instance and settled. */
async function visit(
  page: Page,
  control: APIRequestContext,
  url: string,
  expectEarly: string[] = [],
): Promise<{ early: string[]; all: string[] }> {
  await control.delete('/__control/calls');
  const release = await holdAppScript(page);
  await page.goto(url, { waitUntil: 'commit' });
  // The early script asks for the landing timeline and, beside it, what the profile allows;
  // over HTTP/1.1's six connections some arrive a little later.
  await expect
    .poll(
      async () => {
        const seen = await reads(control);
        return [TIMELINE, ...expectEarly].every((path) => seen.includes(path));
      },
      { timeout: 30_000 },
    )
    .toBe(true);
  const early = await reads(control);
  release();
  const feed = page.getByRole('feed');
  await expect(feed.getByRole('article').first()).toBeVisible({ timeout: 30_000 });
  await expect(feed).toHaveAttribute('aria-busy', 'false');
  await expect.poll(async () => (await reads(control)).includes('/api/v1/instance')).toBe(true);
  // Terms and stickers come after the first paint: give them time to be asked, if they are.
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1_500);
  return { early, all: await reads(control) };
}

const CASES: { software: FakeSoftware; pleroma: boolean }[] = [
  { software: 'akkoma', pleroma: true },
  { software: 'mastodon', pleroma: false },
  { software: 'gotosocial', pleroma: false },
];

for (const { software, pleroma } of CASES) {
  test.describe(`start-up on ${software}`, () => {
    test.describe.configure({ mode: 'serial', timeout: 120_000 });
    const server = sharedSoftwareInstance(software);

    for (const signedIn of [false, true]) {
      test(`${signedIn ? 'signed in' : 'signed out'}: the Pleroma family's files follow the profile`, async ({
        page,
      }, testInfo) => {
        if (signedIn) await signInWithToken(page, TOKENS.member);
        const { instance, control } = server;
        const url = `${instance.url}/main/all`;
        const first = await visit(page, control, url, pleroma ? FIRST_PAINT_FILES : []);
        const second = await visit(page, control, url, pleroma ? PLEROMA_FILES : []);
        // What the reader sees once the profile decided (the built-in palette without themes).
        for (const width of [390, 1440]) {
          await page.setViewportSize({ width, height: 800 });
          await page.screenshot({ path: testInfo.outputPath(`second-visit-${width}.png`) });
        }
        const count = (path: string) => first.all.filter((p) => p === path).length;
        // The instance decides on a first visit, read once: the early script's answer is the
        // client's, and so are the files it asked then (no second request racing it).
        expect(count('/api/v1/instance')).toBe(1);
        if (pleroma)
          for (const path of [...FIRST_PAINT_FILES, ...LATER_FILES]) expect(count(path)).toBe(1);
        if (pleroma) {
          // Akkoma's start is what it was: everything asked, on the first visit as on the next,
          // and before the app's script runs what its first paint waits for (with the theme):
          // on the first visit once the instance answer said Akkoma.
          expect(pleromaFilesIn(first.all)).toEqual([...PLEROMA_FILES].sort());
          expect(pleromaFilesIn(second.all)).toEqual([...PLEROMA_FILES].sort());
          expect(pleromaFilesIn(first.early)).toEqual([...FIRST_PAINT_FILES].sort());
          expect(pleromaFilesIn(second.early)).toEqual([...PLEROMA_FILES].sort());
          expect(second.all.some((path) => path.startsWith('/static/themes/'))).toBe(true);
        } else {
          // Neither visit asks any of it, nor a theme: the instance answer says Mastodon or
          // GoToSocial before anything is asked.
          expect(pleromaFilesIn(first.all)).toEqual([]);
          expect(first.all.filter((path) => path.startsWith('/static/themes/'))).toEqual([]);
          expect(first.all.filter((path) => path.startsWith('/api/pleroma/'))).toEqual([]);
          expect(pleromaFilesIn(second.all)).toEqual([]);
          expect(second.all.filter((path) => path.startsWith('/static/themes/'))).toEqual([]);
          expect(second.all.filter((path) => path.startsWith('/api/pleroma/'))).toEqual([]);
        }
      });
    }
  });
}
