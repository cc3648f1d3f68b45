import { expect, test } from './support/fixtures';
import { signInWithToken, TOKENS } from './support/session';
import { statusArticle, statusIdByText } from './support/statuses';

// The replied-to popover opens at the reply line, an avatar's width in from the column's
// start; at 390 px it ran some 60 px past the window's right edge.

for (const [width, height] of [
  [390, 844],
  [1440, 900],
] as const) {
  test(`the replied-to popover stays 10 px inside the window at ${width} px`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width, height });
    await signInWithToken(page, TOKENS.member);
    const id = await statusIdByText(request, 'Carving is a different world', TOKENS.member);
    await page.goto(`/notice/${id}`);
    const reply = statusArticle(page, 'Carving is a different world');
    await reply.getByRole('link', { name: 'Reply to @juniper' }).hover();
    const popover = page.getByRole('tooltip');
    await expect(popover.getByRole('article', { name: /Jumping in/ })).toBeVisible();
    const box = await popover.boundingBox();
    expect(box).not.toBeNull();
    expect(box!.x).toBeGreaterThanOrEqual(10);
    expect(box!.x + box!.width).toBeLessThanOrEqual(width - 10 + 0.5);
    await page.screenshot({ path: `test-results/narrow-popover-${width}.png` });
  });
}
