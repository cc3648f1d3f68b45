import type { Browser, BrowserContext, Page } from '@playwright/test';
import { median } from '../budgets';
import { newBenchContext } from '../browser';
import { injectStatuses, jobDone, waitForListener } from '../control';
import { armLatency, readLatency, storeToken } from '../probe';
import { collectSamples, feedSettled } from '../samples';
import { pressSamples } from './touch';

const MEDIA_POST = 'The harbour at dusk, four ways';
/** Posts injected for each '.' sample. */
const NEW_POSTS = 20;

export interface Latency {
  samplesMs: number[];
  medianMs: number;
}

export interface Interactions {
  favorite: Latency;
  showNewPosts: Latency;
  openComposer: Latency;
  openMediaViewer: Latency;
}

function latency(samplesMs: number[]): Latency {
  return { samplesMs, medianMs: median(samplesMs) };
}

async function signedInPage(
  browser: Browser,
  token: string,
  viewport: { width: number; height: number },
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await newBenchContext(browser, { viewport });
  const page = await context.newPage();
  await storeToken(page, token);
  return { context, page };
}

/** Favourite on the first unpressed post of the home timeline, scrolling on to more rows. */
async function favorite(page: Page, base: string, samples: number): Promise<number[]> {
  await page.goto(`${base}/main/friends`);
  const feed = page.getByRole('feed', { name: 'Home' });
  await feed.getByRole('article').first().waitFor();
  await feedSettled(page);
  const buttons = feed.getByRole('button', { name: /^Favourite/, pressed: false });
  return pressSamples(page, buttons, samples, 'interactions favourite');
}

/** The header's load button, whatever it says. */
function loadButton(page: Page) {
  return page.getByRole('button', { name: /^(Show \d+ new posts?|Up to date|Reload)$/ }).first();
}

/** Nothing waits behind the load button: what an earlier step or sample left is shown first. */
async function upToDate(page: Page): Promise<void> {
  const button = loadButton(page);
  const label = (await button.textContent({ timeout: 10_000 })) ?? '';
  if (label === 'Up to date') return;
  if (label === 'Reload') await button.click();
  else await page.locator('body').press('.');
  await page.getByRole('button', { name: 'Up to date' }).waitFor({ timeout: 30_000 });
  await feedSettled(page);
}

/** What the page showed when the new posts' button did not come, for the warning. */
function loadState(page: Page): Promise<string> {
  return page
    .evaluate(() => {
      const button = document.querySelector('[aria-keyshortcuts="."]')?.textContent ?? 'none';
      return `load button "${button}", scrollY ${Math.round(window.scrollY)}, ${document.visibilityState}`;
    })
    .catch(() => 'the page did not answer');
}

/** How many new posts the load button counts (0 when it says "Up to date" or "Reload"). */
function countOf(label: string | null | undefined): number {
  return Number(/^Show (\d+) new posts?$/.exec(label ?? '')?.[1] ?? 0);
}

let dotRun = 0;

/**
 * Scrolled below the top, 20 new posts wait behind the button; '.' shows them. The button is
 * awaited with all 20 counted: the fake instance's job is done when it has sent them, and the
 * stream and the feed's batching bring the last ones a little later (pressing at "Show 10 new
 * posts" left the newest ten queued and the sample waiting for a post that never came to the
 * top). The sample ends when the newest of them is drawn, wherever another post lands.
 */
async function showNewOnce(page: Page, base: string): Promise<number | null> {
  await upToDate(page);
  await page.mouse.move(640, 400);
  await page.mouse.wheel(0, 1500);
  await page.waitForFunction(() => window.scrollY > 600, undefined, { timeout: 10_000 });
  const before = countOf(await loadButton(page).textContent());
  const marker = `Dot run ${Date.now().toString(36)}-${++dotRun} `;
  const job = await injectStatuses(base, NEW_POSTS, 200, `${marker}{n}`);
  const sentBy = Date.now() + 60_000;
  while (!(await jobDone(base, job))) {
    if (Date.now() > sentBy) throw new Error('the fake instance did not send the new posts');
    await page.waitForTimeout(100);
  }
  const counted = await page
    .waitForFunction(
      (least) => {
        const label = document.querySelector('[aria-keyshortcuts="."]')?.textContent ?? '';
        return Number(/^Show (\d+) new posts?$/.exec(label)?.[1] ?? 0) >= least;
      },
      before + NEW_POSTS,
      { timeout: 30_000 },
    )
    .then(
      () => true,
      () => false,
    );
  if (!counted) {
    console.warn(
      `interactions new posts: no sample, the button never counted ${NEW_POSTS} more than ${before}: ${await loadState(page)}`,
    );
    return null;
  }
  const newest = `${marker}${String(NEW_POSTS).padStart(5, '0')}`;
  await armLatency(page, {
    kind: 'selector',
    selector: `[role="feed"] article[aria-label*="${newest}"]`,
  });
  await page.locator('body').press('.');
  const ms = await readLatency(page, 10_000);
  await page.waitForTimeout(300);
  return ms;
}

async function showNewPosts(page: Page, base: string, samples: number): Promise<number[]> {
  await page.goto(`${base}/main/friends`);
  const feed = page.getByRole('feed', { name: 'Home' });
  await feed.getByRole('article').first().waitFor();
  // The first screen's rows come before the rest: scroll once the feed holds them all.
  await feedSettled(page);
  await waitForListener(base, 'user');
  return collectSamples('interactions new posts', samples, () => showNewOnce(page, base));
}

/** The floating New post button of the mobile layout; the first sample loads the composer chunk. */
async function openComposer(page: Page, base: string, samples: number): Promise<number[]> {
  await page.goto(`${base}/main/friends`);
  const open = page.getByRole('button', { name: 'New post' });
  await open.waitFor();
  const dialog = page.getByRole('dialog', { name: 'New post' });
  return collectSamples(
    'interactions composer',
    samples,
    async () => {
      await armLatency(page, { kind: 'selector', selector: 'dialog[open] textarea' });
      await open.click();
      const ms = await readLatency(page, 10_000);
      await page.getByRole('button', { name: 'Close New post' }).click();
      await dialog.waitFor({ state: 'hidden' });
      return ms;
    },
    async () => {
      if (await dialog.isVisible()) await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden', timeout: 10_000 });
    },
  );
}

/** The seeded four-picture post: its first picture opened in the viewer, the first time loading its chunk. */
async function openMediaViewer(
  page: Page,
  base: string,
  token: string,
  samples: number,
): Promise<number[]> {
  const search = await fetch(
    `${base}/api/v2/search?type=statuses&limit=1&q=${encodeURIComponent(MEDIA_POST)}`,
    { headers: { authorization: `Bearer ${token}` } },
  );
  const { statuses } = (await search.json()) as { statuses: { id: string }[] };
  const id = statuses[0]?.id;
  if (!id) throw new Error(`no seeded post "${MEDIA_POST}"`);
  await page.goto(`${base}/notice/${id}`);
  const thumb = page
    .getByRole('article', { name: new RegExp(MEDIA_POST) })
    .getByRole('group', { name: 'Attachments' })
    .getByRole('button')
    .first();
  await thumb.waitFor();
  const viewer = page.getByRole('dialog', { name: 'Media viewer' });
  return collectSamples(
    'interactions media viewer',
    samples,
    async () => {
      await armLatency(page, {
        kind: 'selector',
        selector: 'dialog[open][aria-label="Media viewer"]',
      });
      await thumb.click();
      const ms = await readLatency(page, 10_000);
      await page.keyboard.press('Escape');
      await viewer.waitFor({ state: 'hidden' });
      return ms;
    },
    async () => {
      if (await viewer.isVisible()) await page.keyboard.press('Escape');
      await viewer.waitFor({ state: 'hidden', timeout: 10_000 });
    },
  );
}

/** Issue 7 item 4: medians of the four interactions, unthrottled, signed in. */
export async function measureInteractions(
  browser: Browser,
  base: string,
  token: string,
  samples: number,
): Promise<Interactions> {
  const desktop = await signedInPage(browser, token, { width: 1280, height: 800 });
  const mobile = await signedInPage(browser, token, { width: 390, height: 844 });
  try {
    return {
      favorite: latency(await favorite(desktop.page, base, samples)),
      showNewPosts: latency(await showNewPosts(desktop.page, base, samples)),
      openComposer: latency(await openComposer(mobile.page, base, samples)),
      openMediaViewer: latency(await openMediaViewer(desktop.page, base, token, samples)),
    };
  } finally {
    await desktop.context.close();
    await mobile.context.close();
  }
}
