/**
 * What a long scroll's row mounts cost, counted rather than timed (issue 28): the machine's
 * load moves task lengths by 2-10x, counts not. Walks home down `statuses` by "Load older",
 * then back up to the top and down to the middle, and counts articles mounted and HTML
 * sanitised (each sanitise parses into a template: its `innerHTML` setter is counted).
 * `npx tsx bench/countScroll.ts <distA> <distB> [statuses] [runs]`, interleaved.
 */
import type { Browser, Page } from '@playwright/test';
import { newBenchContext } from './browser';
import { control, jobDone } from './control';
import { interleave, twoDists } from './interleave';
import { storeToken } from './probe';

interface Counts {
  rows: number;
  mounts: number;
  sanitised: number;
}

declare global {
  interface Window {
    __scrollCounts?: { mounts: number; sanitised: number };
  }
}

function countInPage(): void {
  const counts = { mounts: 0, sanitised: 0 };
  window.__scrollCounts = counts;
  const setter = Object.getOwnPropertyDescriptor(Element.prototype, 'innerHTML')?.set;
  if (setter)
    Object.defineProperty(HTMLTemplateElement.prototype, 'innerHTML', {
      configurable: true,
      set(this: HTMLTemplateElement, value: string) {
        counts.sanitised++;
        setter.call(this, value);
      },
    });
  new MutationObserver((records) => {
    for (const r of records)
      for (const node of r.addedNodes)
        if (node instanceof Element)
          counts.mounts +=
            (node.matches('article') ? 1 : 0) + node.querySelectorAll('article').length;
  }).observe(document, { childList: true, subtree: true });
}

async function settle(page: Page): Promise<void> {
  await page.evaluate(
    () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))),
  );
  await page.locator('[role="feed"][aria-busy="false"]').waitFor({ timeout: 30_000 });
}

async function scrollTo(page: Page, fraction: number): Promise<void> {
  await page.evaluate((f) => {
    window.scrollTo(0, Math.round((document.documentElement.scrollHeight - innerHeight) * f));
  }, fraction);
  await settle(page);
  await page.waitForTimeout(200);
}

async function walk(browser: Browser, base: string, statuses: number): Promise<Counts> {
  const { job } = await control<{ job: { id: number } }>(base, '/stream/statuses', {
    count: statuses,
    rate: 10_000,
    account: 'amara',
    text: 'Counted scroll {n}',
  });
  while (!(await jobDone(base, job.id))) await new Promise((r) => setTimeout(r, 100));
  const context = await newBenchContext(browser, { viewport: { width: 1280, height: 800 } });
  await context.addInitScript(countInPage);
  const page = await context.newPage();
  await storeToken(page, 'demo-token-juniper');
  try {
    await page.goto(`${base}/main/friends`);
    await settle(page);
    await page.locator('body').press('.');
    await settle(page);
    const rows = () => page.evaluate(() => document.querySelectorAll('[data-row-id]').length);
    // Down by pages (each end loads the next), then up to the top and down to the middle.
    for (let i = 0; i < Math.ceil(statuses / 20); i++) {
      await scrollTo(page, 1);
      await page.waitForTimeout(300);
      await settle(page);
    }
    for (let f = 0.9; f >= 0; f -= 0.1) await scrollTo(page, Math.max(0, f));
    for (let f = 0.1; f <= 0.5; f += 0.1) await scrollTo(page, f);
    const counts = await page.evaluate(() => window.__scrollCounts!);
    return { rows: await rows(), ...counts };
  } finally {
    await context.close();
  }
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const dists = twoDists(args, 'bench/countScroll.ts <distA> <distB> [statuses] [runs]');
  const [, , statuses, runs] = args;
  await interleave({
    dists,
    rounds: Number(runs ?? 1),
    flags: ['--control'],
    measure: (browser, url) => walk(browser, url, Number(statuses ?? 200)),
    line: (c, dist, run) =>
      `run ${run} ${dist}: articles mounted ${c.mounts}, HTML sanitised ${c.sanitised} ` +
      `(${(c.sanitised / Math.max(1, c.mounts)).toFixed(2)} a mount), rows rendered at the end ${c.rows}`,
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
