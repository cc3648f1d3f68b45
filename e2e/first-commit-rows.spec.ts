import { expect, test } from './support/fixtures';
import { startEachTestFromSeed } from './support/seededEach';

/**
 * The cold load's first commit holds the rows the first screen shows and no more (issue 28):
 * every row in the frame that first paints statuses starts inside the viewport, and they
 * reach its bottom. Read in that frame's animation-frame callback, before the rest of the rows
 * (which wait for the frame after it) come.
 */
// The seed's rows: short posts left by the worker's earlier specs made four rows end above a
// phone's bottom (800 of 844 px in one CI run), and four is all the first frame may draw.
startEachTestFromSeed();

interface FirstFrame {
  tops: number[];
  lastBottom: number;
  height: number;
}

async function firstFrameRows(
  page: import('@playwright/test').Page,
  width: number,
  height: number,
): Promise<FirstFrame> {
  await page.setViewportSize({ width, height });
  await page.addInitScript(() => {
    new MutationObserver((_records, observer) => {
      if (!document.querySelector('[role="feed"] article')) return;
      observer.disconnect();
      requestAnimationFrame(() => {
        const rows = [...document.querySelectorAll('[role="feed"] article')].map((article) =>
          article.getBoundingClientRect(),
        );
        (window as unknown as { __firstFrame: FirstFrame }).__firstFrame = {
          tops: rows.map((r) => Math.round(r.top)),
          lastBottom: Math.round(rows.at(-1)?.bottom ?? 0),
          height: window.innerHeight,
        };
      });
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto('/main/all');
  await page.waitForFunction(() => '__firstFrame' in window);
  return page.evaluate(() => (window as unknown as { __firstFrame: FirstFrame }).__firstFrame);
}

for (const [width, height] of [
  [390, 844],
  [1280, 720],
] as const) {
  test(`the first frame's rows fill the screen at ${width} px and none starts below it`, async ({
    page,
  }) => {
    const frame = await firstFrameRows(page, width, height);
    expect(frame.tops.length).toBeGreaterThan(0);
    expect(frame.lastBottom).toBeGreaterThanOrEqual(frame.height);
    for (const top of frame.tops) expect(top).toBeLessThan(frame.height);
  });
}

test('a screen taller than three rows gets a fourth before the first paint', async ({ page }) => {
  const frame = await firstFrameRows(page, 1280, 1600);

  expect(frame.tops.length).toBe(4);
  await expect(page.getByRole('feed').getByRole('article').nth(4)).toBeAttached();
});
