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

test('composing and editing settings through dropped, cut-off and failing replies loses nothing', async ({
  page,
  request,
}) => {
  const word = uniqueWord('weather');
  await page.goto('/main/friends');
  await expect(page.getByRole('feed').getByRole('article').first()).toBeVisible();

  const form = sidebarForm(page);
  const text = form.getByRole('textbox', { name: 'Post text' });
  await text.fill(`Typed in bad weather ${word}`);

  // A client preference and a server-side option, the latter refused once, then saved slowly.
  await page.getByRole('button', { name: 'Settings', exact: true }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Settings' });
  const sensitive = dialog.getByRole('checkbox', { name: 'Hide sensitive media' });
  await expect(sensitive).toBeChecked();
  await sensitive.uncheck();
  await dialog.getByRole('tab', { name: 'Profile' }).click();
  const discoverable = dialog.getByRole('checkbox', {
    name: 'Allow my account to be found in search and suggestions',
  });
  const was = await discoverable.isChecked();
  await failNext(request, 500, '/api/v1/accounts/update_credentials');
  await discoverable.click();
  await expect(dialog.getByText('Saving settings failed')).toBeVisible();
  await expect(discoverable).toBeChecked({ checked: was });
  await request.post('/__control/delay', {
    data: { ms: 1500, path: '/api/v1/accounts/update_credentials' },
  });
  await discoverable.click();
  await expect(dialog.getByText('Settings saved')).toBeVisible({ timeout: 10_000 });
  await expect(discoverable).toBeChecked({ checked: !was });
  await dialog.getByRole('button', { name: 'Close Settings' }).click();

  // A reload while home's socket is cut, then its reply arrives cut off: the draft and
  // settings stay, and the timeline comes back by its retry.
  await request.post('/__control/drop', { data: { path: '/api/v1/timelines/home', count: 1 } });
  await request.post('/__control/truncate', {
    data: { path: '/api/v1/timelines/home', count: 1 },
  });
  await page.reload();
  await expect(sidebarForm(page).getByRole('textbox', { name: 'Post text' })).toHaveValue(
    `Typed in bad weather ${word}`,
  );
  const feed = page.getByRole('feed', { name: 'Home' });
  // The client retries on its own or offers 'Try again'; either way the feed returns.
  const retry = page.getByRole('main').getByRole('button', { name: 'Try again' });
  await expect
    .poll(
      async () => {
        if (await retry.isVisible()) await retry.click();
        return feed.getByRole('article').count();
      },
      { timeout: 20_000 },
    )
    .toBeGreaterThan(0);
  await expect(feed.getByRole('article').first()).toBeVisible();
  const state = await (await request.get('/__control/state')).json();
  expect(state).toMatchObject({ faults: [] });
  await page.getByRole('button', { name: 'Settings', exact: true }).first().click();
  await expect(dialog.getByRole('checkbox', { name: 'Hide sensitive media' })).not.toBeChecked();
  await dialog.getByRole('tab', { name: 'Profile' }).click();
  await expect(discoverable).toBeChecked({ checked: !was });
  await dialog.getByRole('button', { name: 'Close Settings' }).click();

  // The post is handled but its answer arrives cut off: the text stays, a retry lands it once.
  const post = sidebarForm(page).getByRole('button', { name: 'Post', exact: true });
  await request.post('/__control/truncate', {
    data: { path: '/api/v1/statuses', method: 'POST', count: 1 },
  });
  await post.click();
  await expect(sidebarForm(page).getByRole('alert')).toBeVisible();
  await expect(sidebarForm(page).getByRole('textbox', { name: 'Post text' })).toHaveValue(
    `Typed in bad weather ${word}`,
  );
  expect(await postsWith(request, word)).toBe(1);
  await post.click();
  await expect(sidebarForm(page).getByRole('textbox', { name: 'Post text' })).toHaveValue('', {
    timeout: 20_000,
  });
  expect(await postsWith(request, word)).toBe(1);
  await expect(page.getByRole('feed').getByRole('article', { name: new RegExp(word) })).toHaveCount(
    1,
  );

  // Put the shared account's option back for the specs that follow on this instance.
  await page.getByRole('button', { name: 'Settings', exact: true }).first().click();
  await dialog.getByRole('tab', { name: 'Profile' }).click();
  await discoverable.click();
  await expect(discoverable).toBeChecked({ checked: was });
});
