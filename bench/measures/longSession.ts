import type { Browser, Page } from '@playwright/test';
import { newBenchContext } from '../browser';
import { injectStatuses, jobDone, waitForListener } from '../control';
import { recordFrames, startFrameCount, stopFrameCount, storeToken } from '../probe';
import { startTaskTrace, stopTaskTrace } from '../taskTrace';

export interface LongSession {
  statuses: number;
  rate: number;
  seconds: number;
  heapMb: number;
  domNodes: number;
  longestTaskMs: number;
  tasksOver50ms: number;
  scrollSeconds: number;
  scrollFrames: number;
  droppedFrames: number;
}

const SCROLL_MS = 10_000;

/** One wheel step every 50 ms, down then back up, for `ms`: the reader moving through the feed. */
async function scrollFor(page: Page, ms: number): Promise<void> {
  const end = Date.now() + ms;
  let step = 0;
  while (Date.now() < end) {
    // 20 steps down, 12 up: the reader drifts down the feed and back towards the top.
    await page.mouse.wheel(0, step % 32 < 20 ? 120 : -200);
    step++;
    await page.waitForTimeout(50);
  }
}

/**
 * Issue 7 item 3: `count` statuses streamed into the signed-in home timeline at `rate` a second
 * while the page scrolls (the first 10 s of it counted for frames), then '.' shows what waited,
 * the page is collected and measured.
 */
export async function measureLongSession(
  browser: Browser,
  base: string,
  token: string,
  count: number,
  rate = 100,
): Promise<LongSession> {
  const context = await newBenchContext(browser, { viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await storeToken(page, token);
  await page.addInitScript(recordFrames);
  try {
    await page.goto(`${base}/main/friends`);
    await page.getByRole('feed', { name: 'Home' }).getByRole('article').first().waitFor();
    await waitForListener(base, 'user');
    await page.mouse.move(640, 400);
    // Tasks of the start-up are the cold load's business; this counts the session's own.
    await startTaskTrace(browser, page);
    const started = Date.now();
    const job = await injectStatuses(base, count, rate, 'Long session {n}');

    await startFrameCount(page);
    await scrollFor(page, SCROLL_MS);
    const frames = await stopFrameCount(page);
    while (!(await jobDone(base, job))) await scrollFor(page, 2000);
    const seconds = (Date.now() - started) / 1000;
    await page.locator('body').press('.');
    await page.waitForTimeout(1000);
    const tasks = await stopTaskTrace(browser);

    const cdp = await context.newCDPSession(page);
    await cdp.send('HeapProfiler.collectGarbage');
    await cdp.send('Performance.enable');
    const { metrics } = await cdp.send('Performance.getMetrics');
    const heap = metrics.find((m) => m.name === 'JSHeapUsedSize')?.value ?? 0;
    const domNodes = await page.evaluate(() => document.getElementsByTagName('*').length);
    return {
      statuses: count,
      rate,
      seconds,
      heapMb: heap / 2 ** 20,
      domNodes,
      longestTaskMs: tasks.length ? Math.max(...tasks) : 0,
      tasksOver50ms: tasks.filter((d) => d > 50).length,
      scrollSeconds: SCROLL_MS / 1000,
      scrollFrames: frames.frames,
      droppedFrames: frames.dropped,
    };
  } finally {
    await context.close();
  }
}
