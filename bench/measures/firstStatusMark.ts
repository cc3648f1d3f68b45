import type { CDPSession } from '@playwright/test';

/**
 * The first status mark's time, read through CDP with a plain expression: Playwright's
 * `waitForFunction` first evaluates its injected script (hundreds of KB) in the page, which at
 * 4x took 75-350 ms of the page's main thread in the middle of start-up (traces of 26 Nov), so
 * the figure measured Playwright as well as Petrel.
 */
export async function firstStatusMark(
  cdp: CDPSession,
  timeoutMs = 60_000,
  names: readonly string[] = ['petrel:first-status'],
): Promise<number | null> {
  // The earliest of the named marks (the kept first screen's or the app's first status).
  const expression = `new Promise((resolve) => {
    const names = ${JSON.stringify(names)};
    const first = (list) => names.map((n) => list.getEntriesByName(n)[0]).filter(Boolean)
      .sort((a, b) => a.startTime - b.startTime)[0];
    const done = (entry) => resolve(entry ? entry.startTime : null);
    const found = first(performance);
    if (found) return done(found);
    new PerformanceObserver((list) => {
      const mark = first(list);
      if (mark) done(mark);
    }).observe({ type: 'mark', buffered: true });
    setTimeout(() => done(null), ${timeoutMs});
  })`;
  const answer = (await cdp.send('Runtime.evaluate', {
    expression,
    awaitPromise: true,
    returnByValue: true,
  })) as { result: { value?: unknown } };
  return typeof answer.result.value === 'number' ? answer.result.value : null;
}
