import { expect, test } from './support/fixtures';
import { signInWithToken, TOKENS } from './support/session';
import { resetInstance, statusIdByText, statusArticle } from './support/statuses';

const HERON = 'The heron on his post';

test.beforeAll(async ({ request }) => {
  await resetInstance(request);
});

// Issue 28: the star fills when pressed. Were its shape a pointer target, the filled star would
// become the element under the pointer in the click's own frame (pointerout, pointerover and a
// :hover restyle before the pressed state is painted).
test('pressing Favourite leaves the element under the pointer alone', async ({ page, request }) => {
  await signInWithToken(page, TOKENS.member);
  const id = await statusIdByText(request, HERON, TOKENS.member);
  await page.goto(`/notice/${id}`);
  const favourite = statusArticle(page, HERON).getByRole('button', { name: /^Favourite/ });
  await expect(favourite).toHaveAttribute('aria-pressed', 'false');
  // On the star itself, where a finger lands: its place inside the button, read in one go (two
  // reads a frame apart took a row that moved between them for an offset, and hovered the
  // gallery above), and applied to the button's box at the click.
  const position = await favourite.evaluate((button) => {
    const box = button.getBoundingClientRect();
    const star = button.querySelector('svg')!.getBoundingClientRect();
    return { x: star.x - box.x + star.width / 2, y: star.y - box.y + star.height / 2 };
  });
  await favourite.hover({ position });
  // Only what happens from the press on counts, not the pointer's way there.
  await page.evaluate(() => {
    const w = window as unknown as { __moves: string[] };
    w.__moves = [];
    let pressed = false;
    document.addEventListener('pointerdown', () => (pressed = true), true);
    for (const type of ['pointerover', 'pointerout'])
      document.addEventListener(
        type,
        (e) => {
          if (pressed) w.__moves.push(`${type} ${(e.target as Element).tagName}`);
        },
        true,
      );
  });
  await favourite.click({ position });
  await expect(favourite).toHaveAttribute('aria-pressed', 'true');
  // Two frames: the pointer's target is checked again after the frame that paints the change.
  await page.evaluate(
    () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))),
  );
  expect(await page.evaluate(() => (window as unknown as { __moves: string[] }).__moves)).toEqual(
    [],
  );
});
