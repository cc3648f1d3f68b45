import { expect, test, type Locator, type Page } from './fixtures';
import { placeSecondRound, type SecondRoundPlacement } from './hostile';
import { signInWithToken, TOKENS } from './session';
import { resetInstance } from './statuses';

/**
 * The calling file's tests read issue 29's second-round posts (Flash, MFM, bad addresses),
 * placed once on a fresh seed; the seed is back for the specs after it on the worker. The
 * placement is read through the returned function once the file's first test runs.
 */
export function placeSecondRoundForFile(): () => SecondRoundPlacement {
  let placed: SecondRoundPlacement | undefined;
  test.beforeAll(async ({ request }) => {
    await resetInstance(request);
    placed = await placeSecondRound(request);
  });
  test.afterAll(async ({ request }) => {
    await resetInstance(request);
  });
  return () => {
    if (!placed) throw new Error('the second-round posts are placed in beforeAll');
    return placed;
  };
}

/**
 * A member's federated timeline, loaded, with every request to the attacker's host aborted
 * and remembered in `evil` (which a test expects to stay empty).
 */
export async function openHostileFeed(page: Page): Promise<{ feed: Locator; evil: string[] }> {
  const evil: string[] = [];
  await page.context().route('https://evil.example/**', (route) => {
    evil.push(route.request().url());
    return route.abort();
  });
  await signInWithToken(page, TOKENS.member);
  await page.goto('/main/all');
  const feed = page.getByRole('feed');
  await expect(feed).toHaveAttribute('aria-busy', 'false', { timeout: 20_000 });
  return { feed, evil };
}
