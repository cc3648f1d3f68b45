/**
 * A two-stage start's figures, cold, two builds interleaved (h-boot): the first-status mark, the
 * app's mount mark, when the app's own first screen (the timeline's heading and a row inside
 * `main`) was painted, and the layout shift until then. `npx tsx bench/compareBoot.ts <distA>
 * <distB> [rounds] [width]`.
 */
import type { Browser } from '@playwright/test';
import { newBenchContext } from './browser';
import { median } from './budgets';
import { interleave, twoDists } from './interleave';

interface BootSample {
  firstStatus: number;
  mount: number;
  appScreen: number;
  shift: number;
}

// Runs in the page before its scripts: notes when the app's own first screen is painted.
const WATCH = `(() => {
  const store = { shift: 0, appScreen: 0 };
  globalThis.__boot = store;
  new PerformanceObserver((l) => { for (const e of l.getEntries()) if (!e.hadRecentInput) store.shift += e.value; })
    .observe({ type: 'layout-shift', buffered: true });
  const seen = () => document.querySelector('#timeline-heading') && document.querySelector('main article');
  const observer = new MutationObserver(() => {
    if (store.appScreen || !seen()) return;
    store.appScreen = -1;
    observer.disconnect();
    requestAnimationFrame(() => requestAnimationFrame(() => { store.appScreen = performance.now(); }));
  });
  document.addEventListener('DOMContentLoaded', () => observer.observe(document.body, { childList: true, subtree: true }));
})();`;

async function measure(browser: Browser, url: string, width: number): Promise<BootSample> {
  const context = await newBenchContext(browser, { viewport: { width, height: 900 } });
  await context.addInitScript({ content: WATCH });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.goto(`${url}/main/all`);
  await page.waitForFunction(
    () => (globalThis as unknown as { __boot: { appScreen: number } }).__boot.appScreen > 0,
    undefined,
    { timeout: 120_000 },
  );
  await page.waitForTimeout(500);
  const sample = await page.evaluate(() => {
    const store = (globalThis as unknown as { __boot: { appScreen: number; shift: number } })
      .__boot;
    const mark = (name: string) => performance.getEntriesByName(name)[0]?.startTime ?? NaN;
    return {
      firstStatus: mark('petrel:first-status'),
      mount: mark('petrel:mount'),
      appScreen: store.appScreen,
      shift: store.shift,
    };
  });
  await context.close();
  return sample;
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const dists = twoDists(args, 'bench/compareBoot.ts <distA> <distB> [rounds] [width]');
  const width = Number(args[3] ?? 1440);
  const ms = (n: number) => `${Math.round(n)} ms`;
  const builds = await interleave({
    dists,
    rounds: Number(args[2] ?? 5),
    measure: (browser, url) => measure(browser, url, width),
    line: (s, dist, round) =>
      `round ${round}: ${dist} first status ${ms(s.firstStatus)}, mount ${ms(s.mount)}, app's screen ${ms(s.appScreen)}, shift ${s.shift.toFixed(3)}`,
  });
  for (const { dist, samples } of builds) {
    const m = (pick: (s: BootSample) => number) => median(samples.map(pick));
    console.log(
      `${dist}: medians first status ${ms(m((s) => s.firstStatus))}, mount ${ms(m((s) => s.mount))}, ` +
        `app's screen ${ms(m((s) => s.appScreen))}, shift ${m((s) => s.shift).toFixed(3)} over ${samples.length}`,
    );
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
