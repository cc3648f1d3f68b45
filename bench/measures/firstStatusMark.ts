import type { CDPSession } from '@playwright/test';

/**
 * The first status mark's time, read through CDP with a plain expression: Playwright's
 * `waitForFunction` first evaluates its injected script (hundreds of KB) in the page, which at
 * 4x took 75-350 ms of the page's main thread in the middle of start-up (traces of 26 Nov), so
 * the figure measured Playwright as well as Petrel.
 */
export async function firstStatusMark(cdp: CDPSession, timeoutMs = 60_000): Promise<number | null> {
  const expression = `new Promise((resolve) => {
    const done = (entry) => resolve(entry ? entry.startTime : null);
    const found = performance.getEntriesByName('petrel:first-status')[0];
    if (found) return done(found);
    new PerformanceObserver((list) => {
      const mark = list.getEntriesByName('petrel:first-status')[0];
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
