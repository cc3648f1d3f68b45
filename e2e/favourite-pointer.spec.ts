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
  const profile = /\/frontend_settings\/pleroma-fe\/petrel$/;
  const settings = page.waitForResponse(
    (r) => profile.test(r.url()) && r.request().method() === 'GET',
  );
  let savedAt = 0;
  page.on('response', (r) => {
    if (profile.test(r.url()) && r.request().method() === 'PUT') savedAt = Date.now();
  });
  await page.goto(`/notice/${id}`);
  const favourite = statusArticle(page, HERON).getByRole('button', { name: /^Favourite/ });
  await expect(favourite).toHaveAttribute('aria-pressed', 'false');
  // The first sign-in after the reset creates the settings profile, and its notices above the
  // page come and go: the page moved 72 px under the pointer when the last one left (1 run in
  // 8). Not what this test is about, so it waits for them to go.
  if ((await settings).status() === 404) {
    await expect.poll(() => savedAt).toBeGreaterThan(0);
    // "Settings synchronized" shows for 2 s after the save's answer (SYNC_OK_MS).
    await page.waitForTimeout(Math.max(0, savedAt + 2500 - Date.now()));
    await expect(page.getByText('Settings synchronized')).toBeHidden();
  }
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
