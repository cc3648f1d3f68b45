import { expect, test } from './support/fixtures';
import { signInWithToken, TOKENS } from './support/session';
import { resetInstance, statusIdByText, statusArticle } from './support/statuses';

const HERON = 'The heron on his post';

test.beforeAll(async ({ request }) => {
  await resetInstance(request);
});

// The focused status's counts come in a chunk of their own. The action bar under them jumped
// down by their line's height when it came: a favourite pressed just then landed on the counts
// ("7 favourites"), seen as favourite-pointer's flake.
for (const width of [390, 1440]) {
  test(`the focused status's action bar stays put while its counts load, ${width} px`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await signInWithToken(page, TOKENS.member);
    const id = await statusIdByText(request, HERON, TOKENS.member);
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/StatusStats-[^/]*\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`/notice/${id}`);
    const article = statusArticle(page, HERON);
    const favourite = article.getByRole('button', { name: /^Favourite/ });
    await expect(favourite).toBeVisible();
    // From the article's own top: a settings-sync notice above the page may come and go meanwhile.
    const topOf = () =>
      favourite.evaluate(
        (el) => el.getBoundingClientRect().top - el.closest('article')!.getBoundingClientRect().top,
      );
    const before = await topOf();
    release();
    await expect(article.getByRole('button', { name: /^\d+ favourites?$/ })).toBeVisible();
    expect(await topOf()).toBeCloseTo(before, 0);
  });
}
