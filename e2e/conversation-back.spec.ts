import { expect, test, type Page } from './support/fixtures';
import { signInWithToken, TOKENS } from './support/session';
import { resetInstance } from './support/statuses';

/**
 * Opening a conversation from a timeline and coming back (issue 28 item 3): the timeline stays
 * mounted behind the conversation, so back shows the same rows at the same place with focus on
 * the time link that opened it.
 */

test.beforeAll(async ({ request }) => {
  await resetInstance(request);
});

const home = (page: Page) => page.getByRole('feed', { name: 'Home' });

async function settled(page: Page) {
  await expect(home(page)).toHaveAttribute('aria-busy', 'false', { timeout: 15_000 });
}

test('back from a conversation returns to the same place in the timeline, focus on its time link', async ({
  page,
}) => {
  await signInWithToken(page, TOKENS.member);
  await page.goto('/main/friends');
  await settled(page);
  // Down the page, by script (a busy machine loses wheel steps), then a post in view.
  await page.evaluate(() => window.scrollTo(0, 900));
  await settled(page);
  const scrollY = await page.evaluate(() => window.scrollY);
  expect(scrollY).toBeGreaterThan(0);
  const inView = await home(page)
    .getByRole('article')
    .evaluateAll((articles) =>
      articles.findIndex(
        (a) => a.getBoundingClientRect().top > 120 && a.getBoundingClientRect().top < 500,
      ),
    );
  expect(inView).toBeGreaterThanOrEqual(0);
  const article = home(page).getByRole('article').nth(inView);
  const name = (await article.getAttribute('aria-label')) ?? '';
  const timeLink = article.getByRole('link').and(page.locator('[href^="/notice/"]')).first();
  // Where the post is as it is clicked (hovering first brings it wholly into view if need be).
  await timeLink.hover();
  const top = (await article.boundingBox())!.y;

  await timeLink.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Conversation' })).toBeVisible();
  await expect(page.locator('article[aria-current="true"]')).toBeVisible();
  // The hidden timeline is not on the page: no Home feed, and j walks the conversation only.
  await expect(home(page)).toHaveCount(0);
  await page.keyboard.press('j');
  await expect(page.locator('article:focus')).toBeVisible({ timeout: 15_000 });

  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
  const back = home(page).getByRole('article', { name });
  await expect(
    back.getByRole('link').and(page.locator('[href^="/notice/"]')).first(),
  ).toBeFocused();
  // Down the page still, the post in view near where it was (not the top of the timeline).
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(scrollY / 2);
  await expect(back).toBeInViewport();
  expect(Math.abs((await back.boundingBox())!.y - top)).toBeLessThan(8);
  await expect(page).toHaveTitle(/^(\(\d+\) )?Home \| /);
});

test('a banner that comes above the page meanwhile does not move the post clicked', async ({
  page,
  context,
}) => {
  await signInWithToken(page, TOKENS.member);
  await page.goto('/main/friends');
  await settled(page);
  await page.evaluate(() => window.scrollTo(0, 900));
  await settled(page);
  const article = home(page)
    .getByRole('article')
    .filter({ has: page.locator('[href^="/notice/"]') })
    .nth(3);
  const name = (await article.getAttribute('aria-label')) ?? '';
  const timeLink = article.getByRole('link').and(page.locator('[href^="/notice/"]')).first();
  await timeLink.hover();
  const top = (await article.boundingBox())!.y;
  await timeLink.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Conversation' })).toBeVisible();
  // While the conversation is read, the connection drops: a banner takes room above the page.
  await context.setOffline(true);
  const banner = page.getByRole('status').filter({ hasText: /^You are offline/ });
  await expect(banner).toBeVisible();
  await page.goBack();
  const back = home(page).getByRole('article', { name });
  await expect(
    back.getByRole('link').and(page.locator('[href^="/notice/"]')).first(),
  ).toBeFocused();
  await expect(banner).toBeVisible();
  expect(Math.abs((await back.boundingBox())!.y - top)).toBeLessThan(8);
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.screenshot({
      path: `test-results/screenshots/conversation-back-banner-${width}.png`,
    });
  }
  await context.setOffline(false);
});
