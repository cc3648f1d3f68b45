import type { BrowserContext, CDPSession } from '@playwright/test';
import { expect, test } from './support/fixtures';

// The service worker's Cache Storage is what keeps the code cache (issue 27's repeat visit).
test.use({ serviceWorker: 'install' });

interface CompileEvent {
  name: string;
  args?: { data?: { url?: string; consumedCacheSize?: number } };
}

const APP_SCRIPT = /\/assets\/index-[^/]*\.js$/;

/** One visit in a new tab, traced: how many bytes of code cache the app's script compiled from. */
async function consumedOnVisit(context: BrowserContext): Promise<number> {
  const page = await context.newPage();
  const cdp: CDPSession = await context.newCDPSession(page);
  const events: CompileEvent[] = [];
  cdp.on('Tracing.dataCollected', (d) => events.push(...(d.value as unknown as CompileEvent[])));
  const done = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
  await cdp.send('Tracing.start', {
    transferMode: 'ReportEvents',
    traceConfig: { includedCategories: ['v8', 'disabled-by-default-v8.compile'] },
  });
  await page.goto('/main/all');
  await expect(page.getByRole('article').first()).toBeVisible({ timeout: 20_000 });
  // A cache this visit produces is stored beside the worker's copy after the script ran.
  await page.waitForTimeout(1_000);
  await cdp.send('Tracing.end');
  await done;
  await page.close();
  const compile = events.find(
    (e) =>
      (e.name === 'v8.compile' || e.name === 'v8.compileModule') &&
      APP_SCRIPT.test(e.args?.data?.url ?? ''),
  );
  return compile?.args?.data?.consumedCacheSize ?? 0;
}

test('a repeat visit compiles the app script from V8’s code cache', async ({ page, context }) => {
  test.setTimeout(120_000);
  await page.goto('/main/all');
  await expect(page.getByRole('article').first()).toBeVisible();
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), {
      timeout: 30_000,
    })
    .toBe(true);
  // The first run from the worker's cache may be the one that produces the cache; from the
  // next on, Chromium compiles from it. A module script is never compiled from it here.
  await consumedOnVisit(context);
  expect(await consumedOnVisit(context)).toBeGreaterThan(0);
});
