import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type CDPSession,
  type Page,
} from '@playwright/test';
import { CHROME_FLAGS, CHROME_PATH, newBenchContext } from '../browser';
import { median, round } from '../budgets';
import { firstStatusMark } from './firstStatusMark';

export interface RepeatVisit {
  runs: number;
  cpuThrottling: number;
  /** The first status painted: the kept first screen's (issue 27) or the app's own. */
  firstStatusMs: number[];
  medianFirstStatusMs: number;
  /** The app's own first status (its mark), kept screen or not. */
  appFirstStatusMs?: number[];
  /** Visits whose page the service worker answered (it should be every one). */
  servedByWorker: number;
  /**
   * When the app's script was in (its response end, ms from the navigation's start): the part
   * of the figure the worker decides, before the page's own work.
   */
  appScriptInMs: number[];
}

/** The kept first screen (src/api/early/paintKept.ts) paints real, current statuses too. */
export const FIRST_STATUS_MARKS = ['petrel:first-status', 'petrel:kept-screen'];

/**
 * Closes `page` as a reader leaves a tab: `pagehide` runs (the app keeps its first screen
 * then), and the next visit starts once it is closed.
 */
export async function leave(page: Page): Promise<void> {
  const closed = page.waitForEvent('close');
  await page.close({ runBeforeUnload: true });
  await closed;
}

/** The app script's response end, read like the mark (ms from the navigation's start). */
async function appScriptIn(cdp: CDPSession): Promise<number | null> {
  const answer = (await cdp.send('Runtime.evaluate', {
    expression: `performance.getEntriesByType('resource')
      .find((e) => /\\/assets\\/index-[^/]*\\.js$/.test(e.name))?.responseEnd ?? null`,
    returnByValue: true,
  })) as { result: { value?: unknown } };
  return typeof answer.result.value === 'number' ? answer.result.value : null;
}

/** Whether the page's navigation was answered by a service worker (its own CDP read). */
async function servedByWorker(cdp: CDPSession): Promise<boolean> {
  const answer = (await cdp.send('Runtime.evaluate', {
    expression: `(performance.getEntriesByType('navigation')[0]?.workerStart ?? 0) > 0`,
    returnByValue: true,
  })) as { result: { value?: unknown } };
  return answer.result.value === true;
}

/**
 * A browser context after one visit of `url`, its service worker installed and in control:
 * what the repeat visit measures and the repeat traces start from.
 */
export async function warmContext(browser: Browser, url: string): Promise<BrowserContext> {
  const context = await newBenchContext(browser);
  const first = await context.newPage();
  await first.goto(url);
  await firstStatusMark(await context.newCDPSession(first));
  await first.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await first.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 60_000,
  });
  await leave(first);
  return context;
}

/**
 * A reader's own browser after earlier visits: a persistent profile (Playwright's contexts are off
 * the record, where Chromium keeps no V8 code cache, so they measure a browser no reader has),
 * one visit that installs the worker and one more that lets the app's script leave its code
 * cache (a classic script's cache is produced on its second run: docs/decisions.md, "The V8 code
 * cache"). Neither is counted.
 */
export async function returningReader(
  url: string,
): Promise<{ context: BrowserContext; done: () => Promise<void> }> {
  const profile = mkdtempSync(join(tmpdir(), 'petrel-repeat-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROME_PATH,
    args: CHROME_FLAGS,
  });
  await context.addInitScript({ content: 'globalThis.__name ??= (fn) => fn;' });
  const done = async () => {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  };
  try {
    for (let visit = 0; visit < 2; visit++) {
      const page = await context.newPage();
      await page.goto(url);
      await firstStatusMark(await context.newCDPSession(page));
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
        timeout: 60_000,
      });
      // The code cache a visit produces is written after the script ran: let it land.
      await page.waitForTimeout(1000);
      await leave(page);
    }
    return { context, done };
  } catch (error) {
    await done();
    throw error;
  }
}

/**
 * Issue 27: the page opened again by a returning reader (above), with the service worker
 * installed and running ("warm"), to the first status painted, CPU slowed as for the cold load.
 * The client comes from the worker's cache; start-up's calls and the timeline still go to the
 * instance.
 */
export async function measureRepeatVisit(
  url: string,
  runs: number,
  cpuThrottling = 4,
): Promise<RepeatVisit> {
  const { context, done } = await returningReader(url);
  try {
    const firstStatusMs: number[] = [];
    let served = 0;
    const appScriptInMs: number[] = [];
    const appFirstStatusMs: number[] = [];
    for (let i = 0; i < runs; i++) {
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuThrottling });
      await page.goto(url);
      const ms = await firstStatusMark(cdp, 60_000, FIRST_STATUS_MARKS);
      if (ms !== null) firstStatusMs.push(ms);
      const own = await firstStatusMark(cdp);
      if (own !== null) appFirstStatusMs.push(own);
      if (await servedByWorker(cdp)) served += 1;
      const scriptIn = await appScriptIn(cdp);
      if (scriptIn !== null) appScriptInMs.push(scriptIn);
      await leave(page);
    }
    return {
      runs,
      cpuThrottling,
      firstStatusMs,
      medianFirstStatusMs: median(firstStatusMs),
      appFirstStatusMs,
      servedByWorker: served,
      appScriptInMs,
    };
  } finally {
    await done();
  }
}

/** The report's section for this figure. */
export function repeatVisitMarkdown(r: RepeatVisit, heading: string): string[] {
  const ms = (v: number) => (Number.isNaN(v) ? '–' : `${round(v)} ms`);
  return [
    `## ${heading}. Repeat visit to /main/all, a returning reader's profile (service worker and code cache warm), CPU throttled ${r.cpuThrottling}x, ${r.runs} runs`,
    '',
    `- first status painted: median ${ms(r.medianFirstStatusMs)} (runs: ${r.firstStatusMs.map(round).join(', ')})`,
    `- the app's own first status: median ${ms(median(r.appFirstStatusMs ?? []))}`,
    `- page answered by the service worker: ${r.servedByWorker} of ${r.runs}`,
    `- the app's script in: median ${ms(median(r.appScriptInMs ?? []))}`,
    '',
  ];
}
