import { expect, test } from './support/fixtures';
import { signInWithToken, TOKENS } from './support/session';
import { failNext, resetInstance, statusIdByText, statusArticle } from './support/statuses';

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ request }) => {
  await resetInstance(request);
});

test('vote in a poll: the form, then results that survive a reload', async ({ page, request }) => {
  await signInWithToken(page, 'demo-token-amara');
  const id = await statusIdByText(request, 'Which seed should I sow first', 'demo-token-amara');
  await page.goto(`/notice/${id}`);
  const poll = statusArticle(page, 'Which seed should I sow first').getByRole('form', {
    name: 'Poll',
  });
  const vote = poll.getByRole('button', { name: 'Vote' });
  await expect(vote).toBeDisabled();
  await poll.getByRole('radio', { name: 'Radishes' }).check();
  await expect(vote).toBeEnabled();
  await vote.click();
  const results = statusArticle(page, 'Which seed should I sow first').getByRole('group', {
    name: 'Poll',
  });
  await expect(results).toContainText('%');
  await expect(results).toContainText('your choice');
  await page.reload();
  await expect(
    statusArticle(page, 'Which seed should I sow first').getByRole('group', { name: 'Poll' }),
  ).toContainText('your choice');
});

test('visitors see poll results, not the form', async ({ page, request }) => {
  const id = await statusIdByText(request, 'Which seed should I sow first', TOKENS.member);
  await page.goto(`/notice/${id}`);
  await expect(
    statusArticle(page, 'Which seed should I sow first').getByRole('group', { name: 'Poll' }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Vote' })).toHaveCount(0);

  // A multiple choice reads of its voters, as Mastodon's web does: the canal loop has 6 of the
  // 22 votes but 6 of the 14 voters.
  const ride = await statusIdByText(request, 'Weekend ride planning', TOKENS.member);
  await page.goto(`/notice/${ride}`);
  const poll = statusArticle(page, 'Weekend ride planning').getByRole('group', { name: 'Poll' });
  await expect(poll.getByRole('listitem').filter({ hasText: 'Canal loop' })).toContainText('43%');
  await expect(poll.getByRole('listitem').filter({ hasText: 'Café crawl' })).toContainText('71%');
});

test('react with the picker, then unreact; both survive a reload', async ({ page, request }) => {
  await signInWithToken(page, TOKENS.member);
  const id = await statusIdByText(request, 'Balcony loop no. 12', TOKENS.member);
  await page.goto(`/notice/${id}`);
  const status = statusArticle(page, 'Balcony loop no. 12');
  const picker = page.getByRole('dialog', { name: 'Pick a reaction' });
  // The picker is its own chunk; a click that lands while the bar is still being swapped in is
  // tried again rather than failing the flow.
  await expect(async () => {
    if (!(await picker.isVisible()))
      await status.getByRole('button', { name: 'Add reaction' }).click();
    await expect(picker.getByRole('searchbox')).toBeVisible({ timeout: 3000 });
  }).toPass({ timeout: 20_000 });
  await picker.getByRole('searchbox').fill('owl');
  await picker
    .getByRole('group', { name: 'Emoji', exact: true })
    .getByRole('button')
    .first()
    .click();
  const mine = status.getByRole('button', { name: /^Remove your .* reaction, 1$/ });
  await expect(mine).toHaveAttribute('aria-pressed', 'true');
  await page.reload();
  const again = statusArticle(page, 'Balcony loop no. 12').getByRole('button', {
    name: /^Remove your .* reaction, 1$/,
  });
  await expect(again).toBeVisible();
  await again.click();
  await expect(
    statusArticle(page, 'Balcony loop no. 12').getByRole('button', { name: /^Remove your/ }),
  ).toHaveCount(0);
  await page.reload();
  await expect(
    statusArticle(page, 'Balcony loop no. 12').getByRole('button', { name: /^Remove your/ }),
  ).toHaveCount(0);
});

test('toggling an existing reaction adds to its count, and a 500 rolls it back', async ({
  page,
  request,
}) => {
  await signInWithToken(page, TOKENS.member);
  const id = await statusIdByText(request, 'Which seed should I sow first', TOKENS.member);
  await page.goto(`/notice/${id}`);
  const status = statusArticle(page, 'Which seed should I sow first');
  await failNext(request, 500, `/api/v1/pleroma/statuses/${id}/reactions`, 1, 'PUT');
  await status.getByRole('button', { name: 'React with 🌱, 2' }).click();
  await expect(status.getByRole('alert')).toBeVisible();
  await expect(status.getByRole('button', { name: 'React with 🌱, 2' })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
  await status.getByRole('button', { name: 'React with 🌱, 2' }).click();
  await expect(status.getByRole('button', { name: 'Remove your 🌱 reaction, 3' })).toBeVisible();
  await expect(status.getByRole('alert')).toHaveCount(0);
});
