import { expect, test } from './support/fixtures';
import { apiPost, uniqueWord } from './support/composer';
import { signInWithToken, TOKENS } from './support/session';
import { setPreferences } from './support/stream';

test.use({ viewport: { width: 1440, height: 900 } });

async function postWithMovingEmoji(request: Parameters<typeof apiPost>[0]) {
  const word = uniqueWord('orbit');
  const post = await apiPost(request, TOKENS.member, {
    status: `Round and round :orbit_spin: ${word}`,
    visibility: 'public',
  });
  return post.id;
}

test('with stopGifs on, a moving emoji holds still and moves under the pointer', async ({
  page,
  request,
}) => {
  const id = await postWithMovingEmoji(request);
  await signInWithToken(page, TOKENS.member);
  await setPreferences(page, { stopGifs: true });
  await page.goto(`/notice/${id}`);
  const emoji = page.getByRole('article').getByRole('img', { name: ':orbit_spin:' }).first();
  // The check loads its code and the image's bytes first.
  await expect(emoji).toHaveAttribute('src', /^blob:/, { timeout: 15_000 });
  // The still frame is a real picture of the emoji's size, not a blank.
  await expect
    .poll(() => emoji.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBe(32);
  await emoji.hover();
  await expect(emoji).toHaveAttribute('src', /\/emoji\/petrel\/orbit_spin\.gif$/);
  await page.mouse.move(0, 0);
  await expect(emoji).toHaveAttribute('src', /^blob:/);
});

test('reduced motion stops it too; otherwise it plays', async ({ page, request }) => {
  const id = await postWithMovingEmoji(request);
  await page.goto(`/notice/${id}`);
  const emoji = page.getByRole('article').getByRole('img', { name: ':orbit_spin:' }).first();
  await expect(emoji).toHaveAttribute('src', /orbit_spin\.gif$/);
  // Still images are left alone: the check reads the bytes, not the name.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await expect(emoji).toHaveAttribute('src', /^blob:/);
  const still = page.getByRole('article').getByRole('img', { name: ':sourdough:' }).first();
  if ((await still.count()) > 0) await expect(still).toHaveAttribute('src', /\.png$/);
});
