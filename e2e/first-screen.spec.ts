import { expect, test } from './support/fixtures';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

// The signed-out federated timeline's axe check is layout.spec.ts's, at 390 and 1440 px.
test.describe('signed-out visitor', () => {
  test('the federated timeline shows seeded statuses', async ({ page }) => {
    await page.goto('/main/all');
    await expect(page.getByRole('heading', { level: 1, name: 'Federated timeline' })).toBeVisible();
    const feed = page.getByRole('feed', { name: 'Federated timeline' });
    const articles = feed.getByRole('article');
    await expect(articles.first()).toBeVisible();
    // The first frame draws only the rows the screen shows (three on a short one); the rest
    // come in the frames after it.
    await expect.poll(() => articles.count()).toBeGreaterThan(3);
    // Each status is an article named after its author and text.
    const name = await articles.first().getAttribute('aria-label');
    expect(name?.length ?? 0).toBeGreaterThan(3);
    const mark = await page.evaluate(
      () => performance.getEntriesByName('petrel:first-status').length,
    );
    expect(mark).toBe(1);
  });

  test('the local timeline shows the local statuses the server lists', async ({
    page,
    request,
  }) => {
    const response = await request.get('/api/v1/timelines/public?local=true&limit=1');
    const [first] = (await response.json()) as {
      account: { display_name: string; acct: string };
    }[];
    expect(first?.account.acct).not.toContain('@');
    await page.goto('/main/public');
    await expect(page.getByRole('heading', { level: 1, name: 'Local timeline' })).toBeVisible();
    const article = page.getByRole('feed').getByRole('article').first();
    await expect(article).toHaveAccessibleName(
      new RegExp(`^${escape(first?.account.display_name ?? '')}`),
    );
  });

  test('scrolling to the end loads older statuses', async ({ page }) => {
    await page.goto('/main/all');
    const articles = page.getByRole('feed').getByRole('article');
    await expect(articles.first()).toBeVisible();
    const firstId = await articles.first().getAttribute('data-status-id');
    await page.getByRole('button', { name: 'Load older posts' }).scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 20_000);
    await expect
      .poll(async () => Number(await articles.last().getAttribute('aria-posinset')), {
        timeout: 10_000,
      })
      .toBeGreaterThan(20);
    expect(firstId).toBeTruthy();
  });
});
