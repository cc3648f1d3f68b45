/**
 * The first status's critical path, independent of the machine's load (issue 28 item 1): for
 * each build, cold loads of /main/all at 4x CPU, with each call's start and end relative to
 * the moment the app's script was in. `npx tsx bench/criticalPath.ts <dist>… ` .
 */
import { startInstance } from '../e2e/support/instance';
import { launch, newBenchContext } from './browser';
const dists = process.argv.slice(2);
for (const dist of dists.length > 0 ? dists : ['dist']) {
  process.env.E2E_DIST = dist;
  const instance = await startInstance(['--control']);
  const browser = await launch();
  for (let i = 0; i < 2; i++) {
    const context = await newBenchContext(browser);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto(`${instance.url}/main/all`);
    await page.waitForFunction(
      () => performance.getEntriesByName('petrel:first-status').length > 0,
      undefined,
      { timeout: 90000 },
    );
    const r = await page.evaluate(() => {
      const all = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
      const find = (s: string) => all.find((e) => e.name.includes(s));
      const app = all.find((e) => /\/assets\/index-.*\.js$/.test(e.name));
      const tl = find('/api/v1/timelines/public');
      const theme = find('/static/themes/');
      const v2 = find('/api/v2/instance');
      const packs = all.filter((e) => e.name.includes('/pack.json'));
      const mark = performance.getEntriesByName('petrel:first-status')[0]?.startTime ?? NaN;
      const appEnd = app?.responseEnd ?? 0;
      const rel = (n: number | undefined) => (n === undefined ? '–' : Math.round(n - appEnd));
      return `app script in at ${Math.round(appEnd)}; relative to it: timeline asked ${rel(tl?.startTime)} in ${rel(tl?.responseEnd)}, theme asked ${rel(theme?.startTime)} in ${rel(theme?.responseEnd)}, v2 asked ${rel(v2?.startTime)} in ${rel(v2?.responseEnd)}, sticker packs in ${packs.map((p) => rel(p.responseEnd)).join('/')}, first status ${rel(mark)} (abs ${Math.round(mark)})`;
    });
    console.log(dist, r);
    await context.close();
  }
  await browser.close();
  await instance.stop();
}
