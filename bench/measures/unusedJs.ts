import type { Browser } from '@playwright/test';
import { newBenchContext } from '../browser';
import { firstStatusMark } from './firstStatusMark';

export interface UnusedJs {
  path: string;
  /** JavaScript the page had loaded when its first status was painted, raw bytes. */
  loadedBytes: number;
  /** Of those, bytes of code that had not run by then. */
  unusedBytes: number;
  unusedPercent: number;
}

/** One range of V8's block coverage: `count` 0 is code never run. */
export interface CoverageRange {
  startOffset: number;
  endOffset: number;
  count: number;
}

/**
 * Bytes of a script that never ran, from V8's block coverage of its functions. Ranges nest
 * (a function's whole body, then the blocks inside it that ran a different number of times),
 * so applied outermost first each byte ends up with its innermost range's count.
 */
export function unusedBytesOf(length: number, ranges: readonly CoverageRange[]): number {
  const ran = new Uint8Array(length).fill(1);
  const ordered = [...ranges].sort(
    (a, b) => a.startOffset - b.startOffset || b.endOffset - a.endOffset,
  );
  for (const r of ordered)
    ran.fill(r.count > 0 ? 1 : 0, Math.max(0, r.startOffset), Math.min(length, r.endOffset));
  return ran.reduce((n, b) => n + (b === 0 ? 1 : 0), 0);
}

/**
 * Issue 28's "unused JS at first paint": the page's own scripts (files and inline), covered
 * from navigation to the first status mark, unthrottled (what runs does not depend on speed).
 */
export async function measureUnusedJs(
  browser: Browser,
  base: string,
  path: string,
): Promise<UnusedJs> {
  const context = await newBenchContext(browser);
  const page = await context.newPage();
  try {
    const cdp = await context.newCDPSession(page);
    await page.coverage.startJSCoverage({ resetOnNavigation: false });
    await page.goto(`${base}${path}`);
    await firstStatusMark(cdp);
    const entries = await page.coverage.stopJSCoverage();
    let loadedBytes = 0;
    let unusedBytes = 0;
    for (const entry of entries) {
      // The bench's own helper scripts have no URL of the page's origin.
      if (!entry.url.startsWith(base) || entry.source === undefined) continue;
      loadedBytes += entry.source.length;
      unusedBytes += unusedBytesOf(
        entry.source.length,
        entry.functions.flatMap((f) => f.ranges),
      );
    }
    return {
      path,
      loadedBytes,
      unusedBytes,
      unusedPercent: loadedBytes > 0 ? (100 * unusedBytes) / loadedBytes : NaN,
    };
  } finally {
    await context.close();
  }
}
