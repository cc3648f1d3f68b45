/**
 * Layout shift of the landing page's start (issues 27/28): /main/all at 1440 and 390 px, a cold
 * visit and a repeat visit with the worker warm, 4x CPU; prints the page's cumulative layout
 * shift (no input), the feed's aria-busy once settled, and its headings and landmarks.
 * `npx tsx bench/shiftAtStart.ts <dist>`.
 */
import { startInstance } from '../e2e/support/instance';
import { launch, newBenchContext } from './browser';
const dist = process.argv[2] ?? 'dist';
process.env.E2E_DIST = dist;
const instance = await startInstance([]);
const browser = await launch();
for (const width of [1440, 390]) {
  for (const visit of ['cold', 'repeat']) {
    const context = await newBenchContext(browser, {
      viewport: { width, height: width > 500 ? 900 : 844 },
    });
    await context.addInitScript({
      content: `
      window.__cls = 0; window.__shifts = 0;
      new PerformanceObserver((l) => { for (const e of l.getEntries()) if (!e.hadRecentInput) { window.__cls += e.value; window.__shifts++; } }).observe({ type: 'layout-shift', buffered: true });
    `,
    });
    let page = await context.newPage();
    if (visit === 'repeat') {
      await page.goto(`${instance.url}/main/all`);
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
        timeout: 60000,
      });
      await page.close();
      page = await context.newPage();
    }
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto(`${instance.url}/main/all`);
    await page.waitForFunction(
      () => performance.getEntriesByName('petrel:first-status').length > 0,
      undefined,
      { timeout: 60000 },
    );
    await page.waitForTimeout(3000);
    const r = await page.evaluate(() => ({
      cls: (window as unknown as { __cls: number }).__cls,
      shifts: (window as unknown as { __shifts: number }).__shifts,
      busy: document.querySelector('[role=feed]')?.getAttribute('aria-busy'),
      h1: document.querySelectorAll('h1,h2').length,
      main: document.querySelectorAll('main').length,
    }));
    console.log(dist, width, visit, JSON.stringify(r));
    await context.close();
  }
}
await browser.close();
await instance.stop();
