import { expect, test, type APIRequestContext } from './support/fixtures';
import { startEachTestFromSeed } from './support/seededEach';
import { signInWithToken, TOKENS } from './support/session';
import { statusArticle } from './support/statuses';

startEachTestFromSeed();

const READER = 'demo-token-amara';

/** A poll of juniper's ending in five minutes; the reader votes in it first when `voted`. */
async function postPoll(request: APIRequestContext, text: string, voted: boolean) {
  const posted = await request.post('/api/v1/statuses', {
    headers: { authorization: `Bearer ${TOKENS.member}` },
    data: { status: text, poll: { options: ['Tea', 'Coffee'], expires_in: 300 } },
  });
  const status = (await posted.json()) as { id: string; poll: { id: string; expires_at: string } };
  if (voted) {
    const vote = await request.post(`/api/v1/polls/${status.poll.id}/votes`, {
      headers: { authorization: `Bearer ${READER}` },
      data: { choices: [0] },
    });
    expect(vote.ok()).toBe(true);
  }
  return Date.parse(status.poll.expires_at);
}

test('a poll ends on time: the vote form goes and both polls say they ended', async ({
  page,
  request,
}) => {
  const end = await postPoll(request, 'Morning poll, not voted yet', false);
  await postPoll(request, 'Evening poll, already voted', true);
  await page.clock.install();
  await signInWithToken(page, READER);
  await page.goto('/juniper');
  const open = statusArticle(page.getByRole('main'), 'Morning poll, not voted yet');
  const voted = statusArticle(page.getByRole('main'), 'Evening poll, already voted');
  await expect(open.getByRole('button', { name: 'Vote' })).toBeVisible();
  await expect(voted.getByRole('group', { name: 'Poll' })).toContainText('Ends in');

  // Two seconds before the end (the 30 s refresh and the 60 s label clock both run once on the
  // way), then past it: the page must follow the end itself, not wait up to 30 s for a refresh.
  await page.clock.pauseAt(end - 2_000);
  await page.clock.runFor(3_000);
  await expect(open.getByRole('button', { name: 'Vote' })).toHaveCount(0);
  // Each label is told at the end, so none reads "Ended in 2 sec." from a clock older than it.
  for (const poll of [open, voted]) {
    await expect(poll.getByRole('group', { name: 'Poll' })).toContainText(
      /Ended (just now|\d sec\. ago)/,
    );
  }
});
