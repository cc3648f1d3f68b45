import { expect, test } from './support/fixtures';
import { signInWithToken, TOKENS } from './support/session';

test.describe.configure({ timeout: 90_000 });

// A display name's custom emoji show as pictures wherever the name is written, not only in a
// status's heading: the seed's Hana Sato is "Hana Sato :sourdough:".
for (const width of [390, 1440]) {
  test(`at ${width} px, a notification names Hana with her emoji as a picture`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: width < 800 ? 844 : 900 });
    await signInWithToken(page, TOKENS.member);
    await page.goto('/juniper/notifications');
    const name = page.getByRole('main').getByRole('link', { name: 'Hana Sato :sourdough:' });
    await expect(name.first()).toBeVisible({ timeout: 30_000 });
    const emoji = name.first().getByRole('img', { name: ':sourdough:' });
    await expect(emoji).toBeVisible();
    // A glyph in the line, not a picture breaking it.
    expect((await emoji.boundingBox())?.height).toBeLessThanOrEqual(32);
    await expect(page.getByText('Hana Sato :sourdough:', { exact: false })).toHaveCount(0);
    await page.screenshot({
      path: `test-results/screenshots/name-emoji-notifications-${width}.png`,
    });
  });
}

test('a repeat’s header shows the repeater’s emoji as a picture', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/users/hana');
  const header = page.getByText(/ repeated$/).first();
  await expect(header).toBeVisible({ timeout: 30_000 });
  const emoji = header.getByRole('img', { name: ':sourdough:' });
  await expect(emoji).toBeVisible();
  expect((await emoji.boundingBox())?.height).toBeLessThanOrEqual(32);
});
