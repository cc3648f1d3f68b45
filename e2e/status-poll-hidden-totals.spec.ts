import { expect, test } from './support/refuseWorker';
import { startSoftwareInstance, type RunningInstance } from './support/instance';
import { signInWithToken, TOKENS } from './support/session';
import { statusArticle } from './support/statuses';

/**
 * Mastodon's polls with `hide_totals` (the fake seeds quentin's ride poll so, on --software
 * mastodon): every option's count is null until the end, which must not read "0 %" everywhere.
 * And the reader's own check mark stays on the option's line under a long option, at 390 px.
 */

test.describe.configure({ mode: 'serial' });
test.use({ viewport: { width: 390, height: 844 } });

let mastodon: RunningInstance;

test.beforeAll(async () => {
  mastodon = await startSoftwareInstance('mastodon');
});

test.afterAll(async () => {
  await mastodon?.stop();
});

const RIDE = 'Weekend ride planning';
const NOTE = 'Results show when the poll ends';

test('a poll with hidden totals shows no percentages until it ends, and says when they come', async ({
  page,
}) => {
  // juniper voted for the canal loop and the café crawl.
  await signInWithToken(page, TOKENS.member);
  await page.goto(`${mastodon.url}/quentin`);
  const poll = statusArticle(page.getByRole('main'), RIDE).getByRole('group', { name: 'Poll' });
  await expect(poll).toContainText(NOTE, { timeout: 20_000 });
  await expect(poll).not.toContainText('%');
  await expect(poll.getByRole('listitem')).toHaveCount(4);
  await expect(poll.getByRole('listitem').filter({ hasText: 'Canal loop' })).toContainText(
    'your choice',
  );
  await expect(poll.getByRole('listitem').filter({ hasText: 'The big hill' })).not.toContainText(
    'your choice',
  );
  await poll.screenshot({ path: 'test-results/screenshots/poll-hidden-totals-390.png' });
});

test('a reader who has not voted can still vote in a poll with hidden totals', async ({ page }) => {
  await signInWithToken(page, 'demo-token-amara');
  await page.goto(`${mastodon.url}/quentin`);
  const post = statusArticle(page.getByRole('main'), RIDE);
  await expect(post.getByRole('button', { name: 'Vote' })).toBeVisible({ timeout: 20_000 });
  await expect(post).toContainText(NOTE);
  await post.getByRole('checkbox', { name: 'The big hill (pain, 30 km)' }).check();
  await post.getByRole('button', { name: 'Vote' }).click();
  const poll = post.getByRole('group', { name: 'Poll' });
  await expect(poll.getByRole('listitem').filter({ hasText: 'The big hill' })).toContainText(
    'your choice',
  );
  await expect(poll).not.toContainText('%');
});

test("the check mark of the reader's choice stays on a long option's line", async ({
  page,
  request,
}) => {
  const long = 'Nobody rides anywhere until the rain finally stops';
  const posted = await request.post(`${mastodon.url}/api/v1/statuses`, {
    headers: { authorization: 'Bearer demo-token-quentin' },
    data: { status: 'Rain plan', poll: { options: [long, 'Ride anyway'], expires_in: 3600 } },
  });
  const { poll: made } = (await posted.json()) as { poll: { id: string } };
  const vote = await request.post(`${mastodon.url}/api/v1/polls/${made.id}/votes`, {
    headers: { authorization: `Bearer ${TOKENS.member}` },
    data: { choices: [0] },
  });
  expect(vote.ok()).toBe(true);
  await signInWithToken(page, TOKENS.member);
  await page.goto(`${mastodon.url}/quentin`);
  const poll = statusArticle(page.getByRole('main'), 'Rain plan').getByRole('group', {
    name: 'Poll',
  });
  const option = poll.getByRole('listitem').filter({ hasText: long });
  await expect(option).toContainText('your choice', { timeout: 20_000 });
  const box = (await option.boundingBox())!;
  const mark = (await option.locator('svg').boundingBox())!;
  // The option wraps at 390 px; its mark sits beside the first line, not under the last word.
  const words = (await option.getByText(long).boundingBox())!;
  expect(words.height).toBeGreaterThan(mark.height * 1.5);
  expect(mark.y + mark.height / 2).toBeLessThan(words.y + words.height / 2);
  expect(mark.x).toBeGreaterThanOrEqual(words.x + words.width - 1);
  expect(box.x + box.width).toBeGreaterThanOrEqual(mark.x + mark.width);
  await poll.screenshot({ path: 'test-results/screenshots/poll-own-mark-390.png' });
});
