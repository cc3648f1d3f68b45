import { expect, test, type APIRequestContext } from './support/fixtures';
import { signInWithToken, TOKENS } from './support/session';
import { resetInstance, setPreferences, statusArticle, statusIdByText } from './support/statuses';
import { waitForListener } from './support/stream';

const POLL_POST = 'Which seed should I sow first';

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ request }) => {
  await resetInstance(request);
});

async function pollOf(request: APIRequestContext, id: string) {
  const response = await request.get(`/api/v1/statuses/${id}`, {
    headers: { authorization: `Bearer ${TOKENS.admin}` },
  });
  return ((await response.json()) as { poll: { id: string; votes_count: number } }).poll;
}

test('a shown poll refreshes every 30 s', async ({ page, request }) => {
  await page.clock.install();
  await signInWithToken(page, TOKENS.admin);
  // No stream: only the 30 s refresh can bring the new count.
  await setPreferences(page, { streaming: false });
  const id = await statusIdByText(request, POLL_POST, TOKENS.admin);
  const poll = await pollOf(request, id);
  await page.goto(`/notice/${id}`);
  const shown = statusArticle(page, POLL_POST).getByRole('form', { name: 'Poll' });
  await expect(shown).toContainText(`${poll.votes_count} votes`);

  const voted = await request.post(`/api/v1/polls/${poll.id}/votes`, {
    headers: { authorization: `Bearer ${TOKENS.moderator}` },
    data: { choices: [0] },
  });
  expect(voted.ok()).toBe(true);
  // The page's clock also runs with real time, which a busy machine spends in seconds between
  // the poll's mount and here: 20 s on is safely before its refresh, 31 s on after it.
  await page.clock.fastForward(20_000);
  await expect(shown).toContainText(`${poll.votes_count} votes`);
  await page.clock.fastForward(11_000);
  await expect(shown).toContainText(`${poll.votes_count + 1} votes`);
});

test('a reaction by someone else arrives over the stream as status.update', async ({
  page,
  request,
}) => {
  const newest = await request.get('/api/v1/timelines/public?limit=1', {
    headers: { authorization: `Bearer ${TOKENS.admin}` },
  });
  const [top] = (await newest.json()) as { id: string; content: string }[];
  if (!top) throw new Error('empty public timeline');
  const text = top.content.replace(/<[^>]+>/g, '').slice(0, 25);
  await signInWithToken(page, TOKENS.admin);
  // The poll test above synced 'streaming: false' to the admin's settings on the server; this
  // page must not adopt them.
  await setPreferences(page, { streaming: true });
  await page.goto('/main/all');
  const status = statusArticle(page.getByRole('main'), text);
  await expect(status).toBeVisible();
  await waitForListener(request, 'public');
  await expect(status.getByRole('button', { name: /🦆/ })).toHaveCount(0);
  const reacted = await request.put(
    `/api/v1/pleroma/statuses/${top.id}/reactions/${encodeURIComponent('🦆')}`,
    { headers: { authorization: `Bearer ${TOKENS.moderator}` } },
  );
  expect(reacted.ok()).toBe(true);
  // No reload and no poll: the stream's status.update carries it.
  await expect(status.getByRole('button', { name: /🦆/ })).toBeVisible({ timeout: 10_000 });
});
