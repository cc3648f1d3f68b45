import type { Browser, BrowserContext, Page } from '@playwright/test';
import { median } from '../budgets';
import { newBenchContext } from '../browser';
import { injectStatuses, jobDone, waitForListener } from '../control';
import { armLatency, readLatency, storeToken } from '../probe';

const MEDIA_POST = 'The harbour at dusk, four ways';

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

/** Favorite on the i-th post of the home timeline, one post per sample so each starts unpressed. */
async function favorite(page: Page, base: string, samples: number): Promise<number[]> {
  await page.goto(`${base}/main/friends`);
  const feed = page.getByRole('feed', { name: 'Home' });
  const buttons = feed.getByRole('button', { name: /^Favourite/, pressed: false });
  await buttons.first().waitFor();
  const out: number[] = [];
  for (let i = 0; i < samples; i++) {
    const button = buttons.first();
    await button.scrollIntoViewIfNeeded();
    await button.evaluate((el) => {
      (window as unknown as { __benchTarget: Element }).__benchTarget = el;
    });
    await armLatency(page, { kind: 'pressed' });
    await button.click();
    out.push(await readLatency(page));
    await page.waitForTimeout(300);
  }
  return out;
}

/** Scrolled below the top, new posts wait behind the button; '.' shows them. */
async function showNewPosts(page: Page, base: string, samples: number): Promise<number[]> {
  await page.goto(`${base}/main/friends`);
  const feed = page.getByRole('feed', { name: 'Home' });
  await feed.getByRole('article').first().waitFor();
  // The first screen's rows come before the rest: scroll once the feed holds them all.
  await page.waitForFunction(
    () => document.querySelector('[role="feed"]')?.getAttribute('aria-busy') === 'false',
  );
  await waitForListener(base, 'user');
  const out: number[] = [];
  for (let i = 0; i < samples; i++) {
    await page.mouse.move(640, 400);
    await page.mouse.wheel(0, 1500);
    await page.waitForFunction(() => window.scrollY > 600);
    const marker = `Dot run ${i} `;
    const job = await injectStatuses(base, 20, 200, `${marker}{n}`);
    while (!(await jobDone(base, job))) await page.waitForTimeout(100);
    await page.getByRole('button', { name: /^Show \d+ new posts?$/ }).waitFor();
    await armLatency(page, { kind: 'article', text: `${marker}00020` });
    await page.locator('body').press('.');
    out.push(await readLatency(page));
    await page.waitForTimeout(300);
  }
  return out;
}

/** The floating New post button of the mobile layout; the first sample loads the composer chunk. */
async function openComposer(page: Page, base: string, samples: number): Promise<number[]> {
  await page.goto(`${base}/main/friends`);
  const open = page.getByRole('button', { name: 'New post' });
  await open.waitFor();
  const out: number[] = [];
  for (let i = 0; i < samples; i++) {
    await armLatency(page, { kind: 'selector', selector: 'dialog[open] textarea' });
    await open.click();
    out.push(await readLatency(page));
    await page.getByRole('button', { name: 'Close New post' }).click();
    await page.getByRole('dialog', { name: 'New post' }).waitFor({ state: 'hidden' });
  }
  return out;
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
  const out: number[] = [];
  for (let i = 0; i < samples; i++) {
    await armLatency(page, {
      kind: 'selector',
      selector: 'dialog[open][aria-label="Media viewer"]',
    });
    await thumb.click();
    out.push(await readLatency(page));
    await page.keyboard.press('Escape');
    await page.getByRole('dialog', { name: 'Media viewer' }).waitFor({ state: 'hidden' });
  }
  return out;
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
