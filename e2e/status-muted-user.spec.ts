import { expect, test, type APIRequestContext } from './support/fixtures';
import { signInWithToken, TOKENS } from './support/session';
import { resetInstance, setPreferences, statusArticle } from './support/statuses';

test.describe.configure({ mode: 'serial' });

const auth = { authorization: `Bearer ${TOKENS.member}` };

/** Mutes the author of a post on the first page of the local timeline; gives id and excerpt. */
async function muteAnAuthor(request: APIRequestContext) {
  const response = await request.get('/api/v1/timelines/public?local=true&limit=20', {
    headers: auth,
  });
  const page = (await response.json()) as {
    account: { id: string; acct: string; display_name: string };
    content: string;
    spoiler_text: string;
    reblog: unknown;
    in_reply_to_id: string | null;
  }[];
  const post = page.find(
    (s) =>
      s.account.acct !== 'juniper' &&
      s.spoiler_text === '' &&
      s.reblog === null &&
      !s.in_reply_to_id,
  );
  if (!post) throw new Error('no post to mute');
  const muted = await request.post(`/api/v1/accounts/${post.account.id}/mute`, { headers: auth });
  expect(muted.ok()).toBe(true);
  const text = post.content.replace(/<[^>]+>/g, '').slice(0, 30);
  return { name: post.account.display_name, acct: post.account.acct, text };
}

test.beforeAll(async ({ request }) => {
  await resetInstance(request);
});

test('a muted user’s post folds behind the placeholder and shows on request', async ({
  page,
  request,
}) => {
  const { name, acct, text } = await muteAnAuthor(request);
  await signInWithToken(page, TOKENS.member);
  await page.goto('/main/public');
  const status = statusArticle(page, text);
  await expect(status).toContainText('Muted user');
  await expect(status).toContainText(name);
  await expect(status.getByRole('button', { name: /^Favourite/ })).toHaveCount(0);
  await status.getByRole('button', { name: 'Show anyway' }).click();
  await expect(status).not.toContainText('Muted user');
  await expect(status.getByRole('button', { name: /^Favourite/ })).toBeVisible();

  // Their own profile shows their posts unfolded.
  await page.goto(`/${acct}`);
  const main = page.getByRole('main');
  await expect(statusArticle(main, text).getByRole('button', { name: /^Favourite/ })).toBeVisible();
  // The notifications column may still fold their mentions; the profile itself does not.
  await expect(main.getByText('Muted user')).toHaveCount(0);
});

test('with hideFilteredStatuses the muted user’s posts are not fetched at all', async ({
  page,
  request,
}) => {
  await resetInstance(request);
  const { text } = await muteAnAuthor(request);
  await signInWithToken(page, TOKENS.member);
  await setPreferences(page, { hideFilteredStatuses: true });
  const timelineCall = page.waitForRequest((r) => r.url().includes('/api/v1/timelines/public'));
  await page.goto('/main/public');
  expect((await timelineCall).url()).not.toContain('with_muted');
  await expect(page.getByRole('article').first()).toBeVisible();
  await expect(statusArticle(page, text)).toHaveCount(0);
});
