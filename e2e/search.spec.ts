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
