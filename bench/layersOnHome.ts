/**
 * Which composited layers and paint chunks the signed-in home holds (issue 28 item 3): every
 * cc layer costs the click's frame a layerize and commit step. Prints each layer's size and
 * Chromium's compositing reasons. `npx tsx bench/layersOnHome.ts [dist] [width]`.
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
    const cdp = await context.newCDPSession(page);
    await page.goto(`${instance.url}/main/friends`);
    await page.locator('[role="feed"][aria-busy="false"]').waitFor();
    await page.waitForTimeout(3000);
    // EXTRA_CSS: try a stylesheet change on the built page (which rules make layers).
    if (process.env.EXTRA_CSS) await page.addStyleTag({ content: process.env.EXTRA_CSS });
    type Layer = {
      layerId: string;
      width: number;
      height: number;
      drawsContent: boolean;
      backendNodeId?: number;
      paintCount?: number;
    };
    let layers: Layer[] = [];
    cdp.on('LayerTree.layerTreeDidChange', (e: { layers?: Layer[] }) => {
      if (e.layers) layers = e.layers;
    });
    await cdp.send('DOM.getDocument');
    await cdp.send('LayerTree.enable');
    // The layer tree is reported when it changes: a scroll and back makes it change.
    await page.mouse.wheel(0, 40);
    await page.waitForTimeout(500);
    await page.mouse.wheel(0, -40);
    await page.waitForTimeout(1000);
    console.log(`${layers.length} layers`);
    for (const layer of layers) {
      const { compositingReasons } = await cdp
        .send('LayerTree.compositingReasons', { layerId: layer.layerId })
        .catch(() => ({ compositingReasons: ['?'] }));
      let node = '';
      if (layer.backendNodeId) {
        const d = await cdp
          .send('DOM.describeNode', { backendNodeId: layer.backendNodeId })
          .catch(() => null);
        if (d) node = `${d.node.nodeName}.${(d.node.attributes ?? []).join(' ').slice(0, 120)}`;
      }
      console.log(
        `${layer.layerId} ${layer.width}x${layer.height} draws=${layer.drawsContent} ${compositingReasons.join(',')} ${node}`,
      );
    }
  } finally {
    await browser.close();
    await instance.stop();
  }
}
main().catch((e: unknown) => {
  console.error(e);
  process.exitCode = 1;
});
