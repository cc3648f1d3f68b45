import { MFM_TRAP_LINK } from '../fake-instance/hostile/secondRound';
import { expect, test } from './support/fixtures';
import { openHostileFeed, placeSecondRoundForFile } from './support/secondRound';

// Issue 29 item 2: a Misskey-markdown post wrapping links in $[scale.x=60,y=60] and
// $[position.x=60,y=60] (fake-instance/hostile/secondRound.ts). Unbounded, the scaled link
// covers the column and a click on the next post opens the attacker's page.

const placed = placeSecondRoundForFile();

for (const width of [390, 1440]) {
  test(`an MFM post cannot cover the next post (${width} px)`, async ({ page, context }) => {
    test.setTimeout(60_000);
    await page.setViewportSize({ width, height: 900 });
    const popups: string[] = [];
    context.on('page', (opened) => popups.push(opened.url() || '(blank)'));
    const { feed, evil } = await openHostileFeed(page);

    const hostile = feed.locator(`article[data-status-id="${placed().mfm}"]`);
    const neighbour = feed.locator(`article[data-status-id="${placed().mfmNeighbour}"]`);
    await expect(hostile.getByRole('link', { name: 'click me' })).toBeVisible({
      timeout: 20_000,
    });
    // The MFM stylesheet is loaded with the first such post: wait until the scale applies.
    await expect
      .poll(() =>
        hostile
          .getByRole('link', { name: 'click me' })
          .evaluate((a) => getComputedStyle(a.parentElement as Element).transform),
      )
      .not.toBe('none');
    await neighbour.evaluate((el) => el.scrollIntoView({ block: 'center' }));
    const box = await neighbour.boundingBox();
    if (!box) throw new Error('the next post has no box');
    const centre = { x: box.x + box.width / 2, y: box.y + box.height / 2 };

    const hit = await page.evaluate(
      ({ x, y, id }) => {
        const el = document.elementFromPoint(x, y);
        return {
          inNeighbour: el?.closest('article')?.getAttribute('data-status-id') === id,
          link: el?.closest('a')?.getAttribute('href') ?? null,
        };
      },
      { ...centre, id: placed().mfmNeighbour },
    );
    expect(hit.link).not.toBe(MFM_TRAP_LINK);
    expect(hit.inNeighbour).toBe(true);

    await page.mouse.click(centre.x, centre.y);
    await page.waitForTimeout(1_000);
    expect(popups).toEqual([]);
    expect(evil).toEqual([]);
    expect(page.url()).not.toContain('evil.example');
    await page.screenshot({ path: `test-results/hardening-mfm-${width}.png` });
  });
}
