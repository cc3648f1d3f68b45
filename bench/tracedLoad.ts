/**
 * One traced load up to the first-status mark, as `traceFirstStatus.ts` and `traceBoot.ts` both
 * take it: 4x CPU, the timeline, loading and V8 categories, then the events and the page's
 * main thread (the renderer thread that ran most script calls) with the last navigation's start.
 */
import type { BrowserContext } from '@playwright/test';
import type { TraceEvent } from './traceEvents';

export interface MarkedLoad {
  events: TraceEvent[];
  mark: TraceEvent;
  pid: number;
  tid: number | undefined;
  /** The last navigation's start in the marked page's renderer. */
  t0: number;
}

/** The mark, the renderer thread that ran the page and its time zero, from a trace's events. */
export function markedLoad(events: TraceEvent[]): MarkedLoad | null {
  const mark = events.find((e) => e.name === 'petrel:first-status');
  if (!mark) return null;
  const pid = mark.pid;
  const calls = new Map<number, number>();
  for (const e of events)
    if (e.pid === pid && e.name === 'FunctionCall') calls.set(e.tid, (calls.get(e.tid) ?? 0) + 1);
  const tid = [...calls].sort((a, b) => b[1] - a[1])[0]?.[0];
  const t0 =
    events
      .filter((e) => e.pid === pid && e.name === 'navigationStart')
      .sort((a, b) => a.ts - b.ts)
      .at(-1)?.ts ?? 0;
  return { events, mark, pid, tid, t0 };
}

/**
 * Opens `url` in a new page of `context` at 4x CPU, traced until the first status is marked;
 * `extraCategories` adds to the usual ones (`fonts` for the font cache's lookups).
 */
export async function traceToFirstStatus(
  context: BrowserContext,
  url: string,
  extraCategories: string[] = [],
): Promise<MarkedLoad | null> {
  const browser = context.browser();
  if (!browser) throw new Error('a traced load needs a launched browser, not a persistent one');
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await browser.startTracing(page, {
    categories: [
      'devtools.timeline',
      'blink.user_timing',
      'loading',
      'toplevel',
      'v8.execute',
      ...extraCategories,
    ],
  });
  await page.goto(url);
  await page.waitForFunction(
    () => performance.getEntriesByName('petrel:first-status').length > 0,
    undefined,
    { timeout: 90_000 },
  );
  const buffer = await browser.stopTracing();
  return markedLoad((JSON.parse(buffer.toString()) as { traceEvents: TraceEvent[] }).traceEvents);
}
