import { findAxeViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { signInWithToken, TOKENS } from './support/session';
import { injectStatuses, setPreferences } from './support/stream';

test.describe.configure({ mode: 'serial' });

test.beforeEach(async ({ request }) => {
  await request.post('/__control/reset');
});

const ROUTES: { path: string; feed: string | RegExp }[] = [
  { path: '/main/friends', feed: 'Home' },
  { path: '/main/public', feed: 'Local timeline' },
  { path: '/main/all', feed: 'Federated timeline' },
  { path: '/main/bubble', feed: 'Bubble timeline' },
  { path: '/tag/gardening', feed: '#gardening' },
  { path: '/lists/1', feed: 'Garden friends' },
  { path: '/users/juniper/dms', feed: 'Direct messages' },
  { path: '/bookmarks', feed: 'Bookmarks' },
];

test('an empty timeline says so and holds no empty feed (axe)', async ({ page }) => {
  await page.goto('/tag/nothingtaggedhere');
  await expect(page.getByText('No posts here yet')).toBeVisible();
  await expect(page.getByRole('feed')).toHaveCount(0);
  expect(await findAxeViolations(page)).toEqual([]);
});

test('each timeline route shows its statuses', async ({ page }) => {
  await signInWithToken(page, TOKENS.member);
  for (const route of ROUTES) {
    await page.goto(route.path);
    const feed = page.getByRole('feed', { name: route.feed });
    await expect(feed.getByRole('article').first(), route.path).toBeVisible();
  }
});

test('a signed-in user follows and unfollows a hashtag', async ({ page }) => {
  await signInWithToken(page, TOKENS.member);
  await page.goto('/tag/gardening');
  await page.getByRole('button', { name: 'Follow #gardening' }).click();
  await expect(page.getByRole('button', { name: 'Unfollow #gardening' })).toBeVisible();
  // The followed tags list on one's own profile names it and leads back to its timeline.
  await page.goto('/juniper#followees');
  await page.getByRole('button', { name: 'Hashtags' }).click();
  await page
    .getByRole('list', { name: 'Followed hashtags' })
    .getByRole('link', { name: '#gardening', exact: true })
    .click();
  await expect(page).toHaveURL(/\/tag\/gardening$/);
  await page.getByRole('button', { name: 'Unfollow #gardening' }).click();
  await expect(page.getByRole('button', { name: 'Follow #gardening' })).toBeVisible();
  await page.goto('/juniper#followees');
  await page.getByRole('button', { name: 'Hashtags' }).click();
  await expect(page.getByText('Not following any hashtags.')).toBeVisible();
});

test('visitors see no follow button on a hashtag', async ({ page }) => {
  await page.goto('/tag/gardening');
  await expect(
    page.getByRole('feed', { name: '#gardening' }).getByRole('article').first(),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: /Follow #/ })).toHaveCount(0);
});

for (const [status, wording] of [
  [429, 'You are rate limited'],
  [500, 'Internal Server Error'],
  [503, 'The backend is not available'],
  [418, 'Unexpected status: 418'],
] as const) {
  test(`a timeline that answers ${status} says '${wording}'`, async ({ page, request }) => {
    await request.post('/__control/fail', {
      data: { status, count: 1, path: '/api/v1/timelines/public' },
    });
    await page.goto('/main/all');
    await expect(page.getByRole('alert').filter({ hasText: wording })).toBeVisible();
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(
      page.getByRole('feed', { name: 'Federated timeline' }).getByRole('article').first(),
    ).toBeVisible();
  });
}

test('muted words fold posts behind a placeholder naming the words', async ({ page, request }) => {
  await injectStatuses(request, {
    count: 1,
    account: 'amara',
    text: 'Zucchini overload again {n}',
  });
  await setPreferences(page, { muteWords: ['zucchini'] });
  await page.goto('/main/public');
  const feed = page.getByRole('feed', { name: 'Local timeline' });
  await expect(feed.getByText('Muted words: zucchini')).toBeVisible();
  await expect(feed.getByText(/Zucchini overload again/)).toHaveCount(0);
});

test('with hide filtered statuses, muted posts are left out entirely', async ({
  page,
  request,
}) => {
  await injectStatuses(request, {
    count: 1,
    account: 'amara',
    text: 'Zucchini overload again {n}',
  });
  await setPreferences(page, { muteWords: ['zucchini'], hideFilteredStatuses: true });
  await page.goto('/main/public');
  const feed = page.getByRole('feed', { name: 'Local timeline' });
  await expect(feed.getByRole('article').first()).toBeVisible();
  await expect(feed.getByText('Muted words: zucchini')).toHaveCount(0);
  await expect(feed.getByRole('article', { name: /Zucchini/ })).toHaveCount(0);
});
