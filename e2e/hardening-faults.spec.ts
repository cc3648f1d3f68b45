import { expect, test, type APIRequestContext } from './support/fixtures';
import { apiGet, sidebarForm, uniqueWord } from './support/composer';
import { signInWithToken, TOKENS } from './support/session';
import { failNext, resetInstance, statusArticle, statusIdByText } from './support/statuses';

// Faults from the fake instance's control API while the user posts and reacts: nothing the
// user typed is lost, nothing is sent twice, and counters end where they should.

test.describe.configure({ mode: 'serial' });
test.use({ viewport: { width: 1440, height: 900 } });
test.setTimeout(60_000);

test.beforeAll(async ({ request }) => {
  await resetInstance(request);
});

test.beforeEach(async ({ page }) => {
  await signInWithToken(page, TOKENS.member);
});

async function postsWith(request: APIRequestContext, word: string): Promise<number> {
  const home = await apiGet<{ content: string }[]>(
    request,
    TOKENS.member,
    '/api/v1/timelines/home?limit=40',
  );
  return home.filter((s) => s.content.includes(word)).length;
}

test('a post refused by 503 and 429, then slowed, keeps its text and lands once', async ({
  page,
  request,
}) => {
  const word = uniqueWord('fault');
  await page.goto('/main/public');
  const form = sidebarForm(page);
  const text = form.getByRole('textbox', { name: 'Post text' });
  const post = form.getByRole('button', { name: 'Post', exact: true });
  await text.fill(`Through the storm ${word}`);

  for (const status of [503, 429]) {
    await failNext(request, status, '/api/v1/statuses');
    await post.click();
    await expect(form.getByRole('alert')).toBeVisible();
    await expect(text).toHaveValue(`Through the storm ${word}`);
    expect(await postsWith(request, word)).toBe(0);
  }

  await request.post('/__control/delay', { data: { ms: 1500, path: '/api/v1/statuses' } });
  await post.click();
  await expect(text).toHaveValue('', { timeout: 20_000 });
  expect(await postsWith(request, word)).toBe(1);
  // A reload brings back no stale draft of the sent post.
  await page.reload();
  await expect(sidebarForm(page).getByRole('textbox', { name: 'Post text' })).toHaveValue('');
});

test('a favourite refused by 503, then slowed, ends counted once', async ({ page, request }) => {
  const text = 'The heron on his post';
  const id = await statusIdByText(request, text, TOKENS.member);
  const before = await apiGet<{ favourites_count: number; favourited: boolean }>(
    request,
    TOKENS.member,
    `/api/v1/statuses/${id}`,
  );
  expect(before.favourited).toBe(false);
  await page.goto(`/notice/${id}`);
  const status = statusArticle(page, text);
  const favourite = status.getByRole('button', { name: /^Favourite/ });

  await failNext(request, 503, `/api/v1/statuses/${id}/favourite`);
  await favourite.click();
  await expect(status.getByRole('alert')).toBeVisible();
  await expect(favourite).toHaveAttribute('aria-pressed', 'false');

  await request.post('/__control/delay', {
    data: { ms: 1500, path: `/api/v1/statuses/${id}/favourite` },
  });
  await favourite.click();
  await expect(favourite).toHaveAttribute('aria-pressed', 'true');
  await expect
    .poll(async () => {
      const now = await apiGet<{ favourites_count: number; favourited: boolean }>(
        request,
        TOKENS.member,
        `/api/v1/statuses/${id}`,
      );
      return [now.favourited, now.favourites_count];
    })
    .toEqual([true, before.favourites_count + 1]);
  await page.reload();
  await expect(
    statusArticle(page, text).getByRole('button', { name: /^Favourite/ }),
  ).toHaveAttribute('aria-pressed', 'true');
});
