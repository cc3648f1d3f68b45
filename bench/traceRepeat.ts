/**
 * Where a repeat visit's time goes (issue 27): one warm-up visit, then repeat visits of
 * /main/all at 4x CPU, printing the navigation's and every request's timing (ms from the
 * navigation's start; "w" = answered through the service worker) and the first status.
 * `npx tsx bench/traceRepeat.ts [dist] [runs]`.
 */
import { startInstance } from '../e2e/support/instance';
import { launch } from './browser';
import { warmContext } from './measures/repeatVisit';
import { firstStatusMark } from './measures/firstStatusMark';

const dist = process.argv[2] ?? 'dist';
const runs = Number(process.argv[3] ?? 2);
process.env.E2E_DIST = dist;
const instance = await startInstance([]);
const browser = await launch();
try {
  const context = await warmContext(browser, `${instance.url}/main/all`);
  for (let i = 0; i < runs; i++) {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto(`${instance.url}/main/all`);
    await firstStatusMark(cdp, 90_000);
    const lines = await page.evaluate(() => {
      const r = (n: number) => Math.round(n);
      // Chromium's static routing names the rule a request matched (cache, network, fetch-event).
      const routed = (e: PerformanceResourceTiming) =>
        (e as PerformanceResourceTiming & { workerMatchedSourceType?: string })
          .workerMatchedSourceType || (e.workerStart > 0 ? 'worker-js' : 'page');
      const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
      const out = [
        `nav: workerStart ${r(nav.workerStart)} fetchStart ${r(nav.fetchStart)} responseStart ${r(nav.responseStart)} responseEnd ${r(nav.responseEnd)} domInteractive ${r(nav.domInteractive)} dcl ${r(nav.domContentLoadedEventEnd)} load ${r(nav.loadEventEnd)}`,
      ];
      for (const e of performance.getEntriesByType('resource') as PerformanceResourceTiming[])
        out.push(
          `${r(e.startTime)}..${r(e.responseEnd)} ${e.workerStart > 0 ? `w${r(e.workerStart)}` : '-'} ${routed(e)} ${e.name.replace(/^https?:\/\/[^/]+/, '')}`,
        );
      for (const m of performance.getEntriesByType('mark'))
        out.push(`mark ${m.name} ${r(m.startTime)}`);
      const paints = performance
        .getEntriesByType('paint')
        .map((p) => `${p.name} ${r(p.startTime)}`);
      out.push(...paints);
      return out;
    });
    console.log(`--- run ${i + 1}\n${lines.join('\n')}`);
    await page.close();
  }
} finally {
  await browser.close();
  await instance.stop();
}
