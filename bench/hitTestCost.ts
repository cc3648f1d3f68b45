/**
 * What the page's size costs a press's hit tests (issue 28 item 3), timed in the page so the
 * variants share the load: `document.elementFromPoint` at the first rows' action buttons (cycled
 * over more points than Chromium's hit-test cache holds), each variant's stylesheet switched on
 * in turn, rounds interleaved. `npx tsx bench/hitTestCost.ts [dist] [rounds]`; VARIANTS is a JSON
 * object of name → CSS (default: the third column hidden, and notifications off-screen skipped).
 */
import { startInstance } from '../e2e/support/instance';
import { launch, newBenchContext } from './browser';
import { median } from './budgets';
import { storeToken } from './probe';

const DEFAULT_VARIANTS: Record<string, string> = {
  plain: '',
  'no third column': '.third-column{display:none}',
  'cv notifications': '.notification{content-visibility:auto;contain-intrinsic-size:auto 90px}',
};

async function main(): Promise<void> {
  const [dist, rounds] = process.argv.slice(2);
  if (dist) process.env.E2E_DIST = dist;
  const variants = process.env.VARIANTS
    ? (JSON.parse(process.env.VARIANTS) as Record<string, string>)
    : DEFAULT_VARIANTS;
  const instance = await startInstance([]);
  const browser = await launch();
  try {
    const context = await newBenchContext(browser, { viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await storeToken(page, 'demo-token-juniper');
    const cdp = await context.newCDPSession(page);
    await page.goto(`${instance.url}/main/friends`);
    await page.locator('[role="feed"][aria-busy="false"]').waitFor();
    await page.waitForTimeout(3000);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const times: Record<string, number[]> = {};
    for (let r = 0; r < Number(rounds ?? 10); r++)
      for (const [name, css] of Object.entries(variants)) {
        const ms = await page.evaluate(async (sheet) => {
          const style = document.createElement('style');
          style.textContent = sheet;
          document.head.append(style);
          // Laid out and painted with the variant before timing.
          await new Promise((done) => requestAnimationFrame(() => setTimeout(done, 50)));
          const points = [...document.querySelectorAll('[role="feed"] .status__action')]
            .slice(0, 12)
            .map((el) => {
              const box = el.getBoundingClientRect();
              return [box.x + box.width / 2, box.y + box.height / 2] as const;
            })
            .filter(([, y]) => y > 0 && y < innerHeight);
          const start = performance.now();
          for (let i = 0; i < 100; i++)
            for (const [x, y] of points) document.elementFromPoint(x, y);
          const each = (performance.now() - start) / (100 * points.length);
          style.remove();
          return each * 1000;
        }, css);
        (times[name] ??= []).push(ms);
      }
    for (const [name, list] of Object.entries(times))
      console.log(
        // The least of the rounds is the one the machine's load touched least.
        `${name}: least ${Math.min(...list).toFixed(0)}, median ${median(list).toFixed(0)} µs per hit test (${list.map((t) => t.toFixed(0)).join(' ')})`,
      );
  } finally {
    await browser.close();
    await instance.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
