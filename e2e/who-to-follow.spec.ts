import { expect, test } from './support/fixtures';
import { signInWithToken, TOKENS } from './support/session';

test.use({ viewport: { width: 1440, height: 900 } });

test('signed-in users see three suggestions and can open the full list', async ({
  page,
  request,
}) => {
  const expected = (await (
    await request.get('/api/v1/suggestions?limit=40', {
      headers: { Authorization: `Bearer ${TOKENS.member}` },
    })
  ).json()) as { display_name: string }[];
  expect(expected.length).toBeGreaterThan(3);

  await signInWithToken(page, TOKENS.member);
  await page.goto('/main/public');
  const panel = page.getByRole('region', { name: 'Who to follow' });
  await expect(panel.getByRole('listitem')).toHaveCount(3);
  await expect(
    panel.getByRole('link', { name: new RegExp(expected[0]?.display_name ?? '') }),
  ).toBeVisible();
  await panel.getByRole('link', { name: 'More suggestions' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Who to follow' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('listitem')).toHaveCount(expected.length);
});

test('visitors get no suggestions panel', async ({ page }) => {
  await page.goto('/main/public');
  await expect(page.getByRole('feed').getByRole('article').first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'Who to follow' })).toHaveCount(0);
});
