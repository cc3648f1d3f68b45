/**
 * Where the touch figure's clock runs (issue 28 item 3): for favourite clicks at 4x, the time
 * of each input event and of the frame that shows the pressed state, for a locator click (what
 * `touch.ts` did: Playwright's hit-target listeners run in the page during the click) and for a
 * press at the button's centre after the pointer came to rest there (no script of Playwright's).
 * `npx tsx bench/touchClock.ts [dist] [samples]`.
 */
import type { Locator, Page } from '@playwright/test';
import { startInstance } from '../e2e/support/instance';
import { launch, newBenchContext } from './browser';
import { median } from './budgets';
import { storeToken } from './probe';

interface Clock {
  down: number;
  up: number;
  click: number;
  pressedFrame: number;
}

/** Records the events' timestamps and the first frame painted with the target pressed. */
async function armClock(page: Page, button: Locator): Promise<void> {
  await button.evaluate((el) => {
    const w = window as unknown as { __clock: Promise<Clock> };
    const seen: Partial<Clock> = {};
    w.__clock = new Promise((resolve) => {
      for (const type of ['pointerdown', 'pointerup', 'click'] as const)
        window.addEventListener(
          type,
          (e) => {
            const key = type === 'pointerdown' ? 'down' : type === 'pointerup' ? 'up' : 'click';
            seen[key] ??= e.timeStamp;
          },
          { capture: true, once: true },
        );
      const observer = new MutationObserver(() => {
        if (el.getAttribute('aria-pressed') !== 'true') return;
        observer.disconnect();
        requestAnimationFrame(() =>
          setTimeout(() => resolve({ ...(seen as Clock), pressedFrame: performance.now() }), 0),
        );
      });
      observer.observe(el, { attributes: true });
    });
  });
}

async function sample(page: Page, button: Locator, style: 'locator' | 'coords'): Promise<Clock> {
  await button.scrollIntoViewIfNeeded();
  await page.waitForTimeout(300);
  await armClock(page, button);
  if (style === 'locator') await button.click();
  else {
    const box = (await button.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0))));
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  }
  return page.evaluate(() => (window as unknown as { __clock: Promise<Clock> }).__clock);
}

async function main(): Promise<void> {
  const [dist, count] = process.argv.slice(2);
  if (dist) process.env.E2E_DIST = dist;
  const samples = Number(count ?? 5);
  const instance = await startInstance([]);
  const browser = await launch();
  try {
    const context = await newBenchContext(browser, { viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await storeToken(page, 'demo-token-juniper');
    const cdp = await context.newCDPSession(page);
    await page.goto(`${instance.url}/main/friends`);
    const feed = page.getByRole('feed', { name: 'Home' });
    await page.locator('[role="feed"][aria-busy="false"]').waitFor();
    await page.waitForTimeout(3000);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const rows: Record<string, number[][]> = { locator: [], coords: [] };
    for (let i = 0; i < samples; i++)
      for (const style of ['locator', 'coords'] as const) {
        const buttons = feed.getByRole('button', { name: /^Favourite/, pressed: false });
        if ((await buttons.count()) === 0)
          await page.evaluate(() => window.scrollBy(0, window.innerHeight * 0.8));
        const c = await sample(page, buttons.first(), style);
        const row = [c.up - c.down, c.pressedFrame - c.down, c.pressedFrame - c.up];
        rows[style]!.push(row);
        console.log(
          `${style}: down→up ${row[0]!.toFixed(1)}, down→frame ${row[1]!.toFixed(1)}, up→frame ${row[2]!.toFixed(1)}`,
        );
        await page.waitForTimeout(1200);
      }
    for (const [style, list] of Object.entries(rows))
      console.log(
        `${style} medians: down→up ${median(list.map((r) => r[0]!)).toFixed(1)}, down→frame ${median(list.map((r) => r[1]!)).toFixed(1)}, up→frame ${median(list.map((r) => r[2]!)).toFixed(1)}`,
      );
    await context.close();
  } finally {
    await browser.close();
    await instance.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
