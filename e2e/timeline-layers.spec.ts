import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { signInWithToken, TOKENS } from './support/session';
import { resetInstance } from './support/statuses';

test.beforeAll(async ({ request }) => {
  await resetInstance(request);
});

interface Layer {
  layerId: string;
  backendNodeId?: number;
}

/**
 * Chromium's composited layers whose element lies in the timeline's feed, with their reasons, by
 * the DevTools layer tree. The tree is reported when it changes, so the page is scrolled a little
 * and back.
 */
async function layersInFeed(page: Page): Promise<{ layers: number; inFeed: string[] }> {
  const cdp = await page.context().newCDPSession(page);
  let layers: Layer[] = [];
  cdp.on('LayerTree.layerTreeDidChange', (event: { layers?: Layer[] }) => {
    if (event.layers) layers = event.layers;
  });
  await cdp.send('DOM.getDocument');
  await cdp.send('LayerTree.enable');
  await expect(async () => {
    await page.mouse.wheel(0, 40);
    await page.mouse.wheel(0, -40);
    expect(layers.length).toBeGreaterThan(0);
  }).toPass();
  // One more change settles the tree after the scroll back.
  await page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
  );
  const inFeed: string[] = [];
  for (const layer of layers) {
    if (!layer.backendNodeId) continue;
    const { object } = await cdp
      .send('DOM.resolveNode', { backendNodeId: layer.backendNodeId })
      .catch(() => ({ object: { objectId: undefined } }));
    if (!object.objectId) continue;
    const { result } = await cdp.send('Runtime.callFunctionOn', {
      objectId: object.objectId,
      functionDeclaration:
        'function () { const el = this.nodeType === 1 ? this : this.parentElement; return el && el.closest("[role=feed]") ? el.tagName + "." + el.className : ""; }',
      returnByValue: true,
    });
    if (typeof result.value === 'string' && result.value) {
      const { compositingReasons } = await cdp.send('LayerTree.compositingReasons', {
        layerId: layer.layerId,
      });
      inFeed.push(`${result.value}: ${compositingReasons.join(' ')}`);
    }
  }
  await cdp.detach();
  return { layers: layers.length, inFeed };
}

// Issue 28: the sticky side columns are composited scrollers; painted before the main column,
// their overlap box made Chromium composite the main column's content in layers of its own
// (the heading, parts of rows: 22 layers in all at these widths), which every click's frame
// layerized and committed again. The timeline's rows belong in the document's layer.
for (const width of [1440, 1280]) {
  test(`at ${width} px no composited layer lies in the timeline's column`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await signInWithToken(page, TOKENS.member);
    await page.goto('/main/friends');
    const feed = page.getByRole('feed', { name: 'Home' });
    await expect(feed).toHaveAttribute('aria-busy', 'false');
    await expect(feed.getByRole('article').nth(2)).toBeVisible();
    await expect(page.getByRole('complementary', { name: 'Notifications' })).toBeVisible();
    // A picture fading in is composited while its transition runs, and what overlaps it with
    // it: read again until those are over; the page's standing layers stay.
    await expect(async () => {
      const { layers, inFeed } = await layersInFeed(page);
      expect(layers).toBeGreaterThan(3);
      expect(inFeed).toEqual([]);
    }).toPass({ timeout: 15_000 });
  });
}
