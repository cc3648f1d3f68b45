import type { Browser } from '@playwright/test';
import { newBenchContext } from '../browser';
import { median } from '../budgets';
import { firstStatusMark } from './firstStatusMark';

export interface ColdLoad {
  runs: number;
  cpuThrottling: number;
  firstStatusMs: number[];
  lcpMs: number[];
  tbtMs: number[];
  medianFirstStatusMs: number;
  medianLcpMs: number;
  medianTbtMs: number;
}

interface PageTimings {
  firstStatus: number | null;
  lcp: number | null;
  tbt: number;
}

/**
 * Navigation to the first status painted (the app's `petrel:first-status` mark), with the CPU
 * slowed through CDP as Lighthouse's mobile profile does. TBT here sums the blocking part of
 * every long task until a second after the first status.
 */
export async function measureColdLoad(
  browser: Browser,
  url: string,
  runs: number,
  cpuThrottling = 4,
  /** Added to each request's round trip (CDP), as a real server's distance adds it; 0: none. */
  latencyMs = 0,
): Promise<ColdLoad> {
  const firstStatusMs: number[] = [];
  const lcpMs: number[] = [];
  const tbtMs: number[] = [];
  for (let i = 0; i < runs; i++) {
    const context = await newBenchContext(browser);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuThrottling });
    if (latencyMs > 0)
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: latencyMs,
        downloadThroughput: -1,
        uploadThroughput: -1,
      });
    await page.addInitScript(() => {
      const store = { lcp: 0, blocking: 0 };
      (window as unknown as { __petrelPerf: typeof store }).__petrelPerf = store;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) store.lcp = entry.startTime;
      }).observe({ type: 'largest-contentful-paint', buffered: true });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) store.blocking += Math.max(0, entry.duration - 50);
      }).observe({ type: 'longtask', buffered: true });
    });
    await page.goto(url);
    await firstStatusMark(cdp);
    await page.waitForTimeout(1000);
    const timings = await page.evaluate((): PageTimings => {
      const store = (window as unknown as { __petrelPerf: { lcp: number; blocking: number } })
        .__petrelPerf;
      const mark = performance.getEntriesByName('petrel:first-status')[0];
      return {
        firstStatus: mark ? mark.startTime : null,
        lcp: store.lcp || null,
        tbt: store.blocking,
      };
    });
    if (timings.firstStatus !== null) firstStatusMs.push(timings.firstStatus);
    if (timings.lcp !== null) lcpMs.push(timings.lcp);
    tbtMs.push(timings.tbt);
    await context.close();
  }
  return {
    runs,
    cpuThrottling,
    firstStatusMs,
    lcpMs,
    tbtMs,
    medianFirstStatusMs: median(firstStatusMs),
    medianLcpMs: median(lcpMs),
    medianTbtMs: median(tbtMs),
  };
}
