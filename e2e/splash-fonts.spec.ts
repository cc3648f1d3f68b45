import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { startEachTestFromSeed } from './support/seededEach';

/**
 * The splash lays out one letter in every font strike (family, size, weight, style) the first
 * screen draws, while the app's script is still on its way, so the browser's font lookups (one
 * synchronous call to the browser process per strike) are done before the frame that first
 * paints statuses (issue 28 item 1). A strike the first screen gains belongs in index.html's
 * splash too; this test names it.
 */

// The seed's first screen: posts left by the worker's earlier specs (a poll, a warning) would
// bring strikes of their own into the first frame, and the test would depend on the order.
startEachTestFromSeed();

// Collected in the page: the strike of every element that draws text or is a form control (a
// button with only an icon still resolves its font for its line box).
const collectStrikes = (): string[] => {
  const strikes = new Set<string>();
  for (const element of document.querySelectorAll('#app *')) {
    const rect = element.getBoundingClientRect();
    if (rect.bottom < 0 || rect.top > window.innerHeight) continue;
    const control = /^(BUTTON|INPUT|TEXTAREA|SELECT)$/.test(element.tagName);
    const text = [...element.childNodes].some(
      (node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim(),
    );
    if (!control && !text) continue;
    const style = getComputedStyle(element);
    if (style.display === 'none' || style.fontFamily === 'monospace') continue;
    strikes.add(`${style.fontFamily} ${style.fontSize} ${style.fontWeight} ${style.fontStyle}`);
  }
  return [...strikes].sort();
};

async function splashStrikes(page: Page): Promise<string[]> {
  // The app's script comes empty, so the splash stays as the page first lays it out.
  await page.route(/\/assets\/index-[^/]*\.js$/, (route) =>
    route.fulfill({ contentType: 'text/javascript', body: '' }),
  );
  await page.goto('/main/all');
  return page.evaluate(collectStrikes);
}

async function firstFrameStrikes(page: Page): Promise<string[]> {
  await page.addInitScript(`new MutationObserver((_records, observer) => {
    if (!document.querySelector('[role="feed"] article')) return;
    observer.disconnect();
    requestAnimationFrame(() => { window.__strikes = (${collectStrikes.toString()})(); });
  }).observe(document, { childList: true, subtree: true });`);
  await page.goto('/main/all');
  await page.waitForFunction(() => '__strikes' in window);
  return page.evaluate(() => (window as unknown as { __strikes: string[] }).__strikes);
}

for (const [width, height] of [
  [390, 844],
  [1280, 720],
] as const)
  test(`the splash holds every font strike of the first frame at ${width} px`, async ({
    browser,
  }) => {
    const splash = await browser.newPage({ viewport: { width, height } });
    const warmed = await splashStrikes(splash);
    await splash.close();
    const app = await browser.newPage({ viewport: { width, height } });
    const drawn = await firstFrameStrikes(app);
    await app.close();

    expect(drawn.length).toBeGreaterThan(3);
    expect(drawn.filter((strike) => !warmed.includes(strike))).toEqual([]);
  });
