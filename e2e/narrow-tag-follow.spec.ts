import { expect, test } from './support/fixtures';
import { signInWithToken, TOKENS } from './support/session';

// A tag page's heading holds its follow button beside the quick settings: at 390 px the
// button's "Follow #photography" broke onto two lines inside the button, squeezed beside them.

for (const [width, height] of [
  [390, 844],
  [1440, 900],
] as const) {
  test(`the tag's follow button keeps its words on one line at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    await signInWithToken(page, TOKENS.member);
    await page.goto('/tag/photography');
    await expect(page.getByRole('heading', { level: 1, name: '#photography' })).toBeVisible();
    const follow = page.getByRole('button', { name: 'Follow #photography' });
    await expect(follow).toBeVisible();
    // One line box for the label: a wrapped label has one client rect per line.
    const lines = await follow.evaluate((button) => {
      const range = document.createRange();
      range.selectNodeContents(button);
      return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
    });
    expect(lines).toBe(1);
    const box = await follow.boundingBox();
    expect(box).not.toBeNull();
    expect(box!.x + box!.width).toBeLessThanOrEqual(width);
    await page.screenshot({ path: `test-results/narrow-tag-follow-${width}.png` });
  });
}
