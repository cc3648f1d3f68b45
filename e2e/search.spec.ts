import { expect, test } from './support/fixtures';
import { findAxeViolations } from './support/axe';

test.use({ viewport: { width: 1440, height: 900 } });

test('search opens the first tab with results and shows counts, people and hashtags', async ({
  page,
}) => {
  await page.goto('/search');
  const box = page
    .getByRole('main')
    .getByRole('searchbox', { name: 'Search for people, posts and hashtags' });
  await box.press('Enter');
  await expect(page).toHaveURL(/\/search$/);

  await box.fill('garden');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/search\?query=garden$/);
  const posts = page.getByRole('tab', { name: /^Posts \(\d+\)$/ });
  await expect(posts).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel').getByRole('article').first()).toBeVisible();

  const hashtags = page.getByRole('tab', { name: /^Hashtags \(\d+\)$/ });
  await hashtags.click();
  const tag = page.getByRole('tabpanel').getByRole('link', { name: /#gardening/ });
  await expect(tag).toContainText(/\d+ (person|people) talking/);
  expect(await findAxeViolations(page)).toEqual([]);
  await tag.click();
  await expect(page).toHaveURL(/\/tag\/gardening$/);
});

test('a query that only names a person opens the people tab, and empty tabs say so', async ({
  page,
}) => {
  await page.goto('/search?query=Lindqvist');
  const people = page.getByRole('tab', { name: 'People (1)' });
  await expect(people).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel').getByRole('link', { name: /@tobias/ })).toBeVisible();
  await page.getByRole('tab', { name: 'Posts', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'No posts found' })).toBeVisible();
  // Arrow keys move between tabs.
  await page.getByRole('tab', { name: 'Posts', exact: true }).press('ArrowRight');
  await expect(people).toBeFocused();
  await expect(people).toHaveAttribute('aria-selected', 'true');
});

test('a pasted remote profile or post URL resolves to that account or post', async ({
  page,
  request,
}) => {
  await page.goto(`/search?query=${encodeURIComponent('https://lichen.example/users/kit')}`);
  const people = page.getByRole('tab', { name: 'People (1)' });
  await expect(people).toHaveAttribute('aria-selected', 'true');
  await expect(
    page
      .getByRole('tabpanel')
      .getByRole('link', { name: /@kit@lichen\.example/ })
      .first(),
  ).toBeVisible();

  const federated = (await (
    await request.get('/api/v1/timelines/public?remote=true&limit=40')
  ).json()) as { id: string; url: string; account: { acct: string }; reblog: unknown }[];
  const remote = federated.find((s) => s.account.acct.includes('@') && !s.reblog);
  if (!remote) throw new Error('the seed has no remote post');
  await page.goto(`/search?query=${encodeURIComponent(remote.url)}`);
  await expect(page.getByRole('tab', { name: 'Posts (1)' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(
    page.getByRole('tabpanel').locator(`article[data-status-id="${remote.id}"]`),
  ).toBeVisible();
});

test('hashtag rows say person or people by the newest day’s count', async ({ page }) => {
  // A reply shaped as Akkoma sends it: one author today for one tag, several for another.
  await page.route('**/api/v2/search?*', (route) =>
    route.fulfill({
      json: {
        accounts: [],
        statuses: [],
        hashtags: [
          {
            name: 'lonely',
            url: 'https://example.test/tag/lonely',
            history: [
              { day: '1700000000', uses: '1', accounts: '1' },
              { day: '1699913600', uses: '9', accounts: '4' },
            ],
          },
          {
            name: 'busy',
            url: 'https://example.test/tag/busy',
            history: [{ day: '1700000000', uses: '12', accounts: '3' }],
          },
        ],
      },
    }),
  );
  await page.goto('/search?query=tags');
  await expect(page.getByRole('tab', { name: 'Hashtags (2)' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  const panel = page.getByRole('tabpanel');
  await expect(panel.getByRole('link', { name: /#lonely/ })).toContainText('1 person talking');
  await expect(panel.getByRole('link', { name: /#lonely/ })).toContainText('1 use');
  await expect(panel.getByRole('link', { name: /#busy/ })).toContainText('3 people talking');
  await expect(panel.getByRole('link', { name: /#busy/ })).toContainText('12 uses');
});
