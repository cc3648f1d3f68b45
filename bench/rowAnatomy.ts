/**
 * What the signed-in home's rows are made of (issue 28 item 3): elements in the page, in the
 * feed and per row, and which tags and classes a row holds most, so wrappers a row does not
 * need can be found by count. `npx tsx bench/rowAnatomy.ts [dist] [width]`.
 */
import { startInstance } from '../e2e/support/instance';
import { launch, newBenchContext } from './browser';
import { storeToken } from './probe';

async function main(): Promise<void> {
  const [dist, width] = process.argv.slice(2);
  if (dist) process.env.E2E_DIST = dist;
  const instance = await startInstance([]);
  const browser = await launch();
  try {
    const context = await newBenchContext(browser, {
      viewport: { width: Number(width ?? 1280), height: 800 },
    });
    const page = await context.newPage();
    await storeToken(page, 'demo-token-juniper');
    await page.goto(`${instance.url}/main/friends`);
    await page.locator('[role="feed"][aria-busy="false"]').waitFor();
    await page.waitForTimeout(3000);
    const report = await page.evaluate(() => {
      const feed = document.querySelector('[role="feed"]')!;
      const rows = [...feed.querySelectorAll('article.status')];
      const kinds = new Map<string, number>();
      for (const row of rows)
        for (const el of row.querySelectorAll('*')) {
          const key = `${el.tagName.toLowerCase()}.${[...el.classList].join('.')}`;
          kinds.set(key, (kinds.get(key) ?? 0) + 1);
        }
      return {
        page: document.querySelectorAll('*').length,
        app: document.querySelectorAll('#app *').length,
        feed: feed.querySelectorAll('*').length,
        rows: rows.length,
        perRow: rows.map((r) => r.querySelectorAll('*').length),
        kinds: [...kinds].sort((a, b) => b[1] - a[1]).slice(0, 45),
        // Where the rest of the page's elements are: each element with over 40 below it whose
        // children each hold fewer than half of them.
        regions: [...document.querySelectorAll('#app *')]
          .filter((el) => {
            const n = el.querySelectorAll('*').length;
            return n > 40 && [...el.children].every((c) => c.querySelectorAll('*').length < n / 2);
          })
          .map(
            (el) =>
              `${el.tagName.toLowerCase()}.${[...el.classList].join('.')} ${el.querySelectorAll('*').length}`,
          ),
        svgShapes: document.querySelectorAll('svg *').length,
        first: rows[0]?.outerHTML.slice(0, 6000),
      };
    });
    console.log(JSON.stringify(report, null, 1));
  } finally {
    await browser.close();
    await instance.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
