/**
 * Which elements of a signed-in page are faded by `opacity` (a paint layer and an effect each,
 * which every press's hit tests and layerization walk: issue 28 item 3), counted by the class of
 * the element and the region that holds it. `npx tsx bench/fadedElements.ts [dist] [path]
 * [width] [token]`.
 */
import { startInstance } from '../e2e/support/instance';
import { launch, newBenchContext } from './browser';
import { storeToken } from './probe';

async function main(): Promise<void> {
  const [dist, path, width, token] = process.argv.slice(2);
  if (dist) process.env.E2E_DIST = dist;
  const instance = await startInstance([]);
  const browser = await launch();
  try {
    const context = await newBenchContext(browser, {
      viewport: { width: Number(width ?? 1280), height: 800 },
    });
    const page = await context.newPage();
    await storeToken(page, token ?? 'demo-token-juniper');
    await page.goto(`${instance.url}${path ?? '/main/friends'}`);
    await page.locator('[role="feed"][aria-busy="false"]').waitFor();
    await page.waitForTimeout(3000);
    const faded = await page.evaluate(() => {
      const counts: Record<string, number> = {};
      for (const el of document.querySelectorAll('body *')) {
        const opacity = getComputedStyle(el).opacity;
        if (opacity === '1') continue;
        const region = el.closest('main, aside, nav, header, [role="dialog"]');
        const regionName = region
          ? `${region.tagName.toLowerCase()}${region.getAttribute('aria-label') ? `(${region.getAttribute('aria-label')})` : ''}`
          : 'body';
        const key = `${regionName} ${el.tagName.toLowerCase()}.${[...el.classList].join('.')} ${opacity}`;
        counts[key] = (counts[key] ?? 0) + 1;
      }
      return counts;
    });
    let total = 0;
    for (const [key, n] of Object.entries(faded).sort((a, b) => b[1] - a[1])) {
      total += n;
      console.log(`${n} ${key}`);
    }
    console.log(`${total} elements faded by opacity`);
  } finally {
    await browser.close();
    await instance.stop();
  }
}
main().catch((e: unknown) => {
  console.error(e);
  process.exitCode = 1;
});
