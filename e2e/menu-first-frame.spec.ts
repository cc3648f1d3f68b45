import { expect, test } from './support/fixtures';
import { watchFirstSight } from './support/firstSight';
import { signInWithToken, TOKENS } from './support/session';
import { statusIdByText, statusArticle } from './support/statuses';

// A menu takes the keys in the task that draws it: it moved focus a frame or more later, and
// an Escape pressed in between landed on the opener and left the menu open (the CI run of
// 27 Nov, evening, under load).
test('the post menu holds focus from the moment it is drawn, so Escape closes it at once', async ({
  page,
  request,
}) => {
  await signInWithToken(page, TOKENS.member);
  const id = await statusIdByText(request, 'The heron on his post', TOKENS.member);
  await page.goto(`/notice/${id}`);
  const more = statusArticle(page, 'The heron on his post').getByRole('button', {
    name: 'More actions',
  });
  await more.focus();
  const firstSight = await watchFirstSight(page, '[role="menu"]');
  await page.keyboard.press('Enter');
  expect((await firstSight()).focus).toBe(true);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toHaveCount(0);
  await expect(more).toBeFocused();
});
