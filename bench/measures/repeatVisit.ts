import type { Browser, Page } from '@playwright/test';
import { newBenchContext } from '../browser';
import { median, round } from '../budgets';

export interface RepeatVisit {
  runs: number;
  cpuThrottling: number;
  firstStatusMs: number[];
  medianFirstStatusMs: number;
  /** Visits whose page the service worker answered (it should be every one). */
  servedByWorker: number;
}

async function firstStatus(page: Page): Promise<number | null> {
  await page.waitForFunction(
    () => performance.getEntriesByName('petrel:first-status').length > 0,
    undefined,
    { timeout: 60_000 },
  );
  return page.evaluate(
    () => performance.getEntriesByName('petrel:first-status')[0]?.startTime ?? null,
  );
}

/**
 * Issue 27: the page opened again in the same browser after one visit, with the service worker
 * installed and running ("warm"), to the first status painted, CPU slowed as for the cold load.
 * The client comes from the worker's cache; start-up's calls and the timeline still go to the
 * instance.
 */
export async function measureRepeatVisit(
  browser: Browser,
  url: string,
  runs: number,
  cpuThrottling = 4,
): Promise<RepeatVisit> {
  const context = await newBenchContext(browser);
  try {
    const first = await context.newPage();
    await first.goto(url);
    await firstStatus(first);
    await first.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await first.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
      timeout: 60_000,
    });
    await first.close();
    const firstStatusMs: number[] = [];
    let servedByWorker = 0;
    for (let i = 0; i < runs; i++) {
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuThrottling });
      await page.goto(url);
      const ms = await firstStatus(page);
      if (ms !== null) firstStatusMs.push(ms);
      const navigation = await page.evaluate(() => {
        const entry = performance.getEntriesByType('navigation')[0] as
          PerformanceNavigationTiming | undefined;
        return entry ? entry.workerStart > 0 : false;
      });
      if (navigation) servedByWorker += 1;
      await page.close();
    }
    return {
      runs,
      cpuThrottling,
      firstStatusMs,
      medianFirstStatusMs: median(firstStatusMs),
      servedByWorker,
    };
  } finally {
    await context.close();
  }
}

/** The report's section for this figure. */
export function repeatVisitMarkdown(r: RepeatVisit, heading: string): string[] {
  const ms = (v: number) => (Number.isNaN(v) ? '–' : `${round(v)} ms`);
  return [
    `## ${heading}. Repeat visit to /main/all, service worker warm, CPU throttled ${r.cpuThrottling}x, ${r.runs} runs`,
    '',
    `- first status painted: median ${ms(r.medianFirstStatusMs)} (runs: ${r.firstStatusMs.map(round).join(', ')})`,
    `- page answered by the service worker: ${r.servedByWorker} of ${r.runs}`,
    '',
  ];
}
