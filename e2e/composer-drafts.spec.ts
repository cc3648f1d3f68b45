import { expect, test } from './support/fixtures';
import { findAxeViolations } from './support/axe';
import { apiPost, sidebarForm, uniqueWord } from './support/composer';
import { signInWithToken, TOKENS } from './support/session';

test.use({ viewport: { width: 1440, height: 900 } });

test.beforeEach(async ({ page }) => {
  await signInWithToken(page, TOKENS.member);
});

test('a reply draft typed just before the tab closes is listed, reopens in the post modal and can be deleted', async ({
  context,
  page: replyPage,
  request,
}) => {
  const word = uniqueWord('drafted');
  const post = await apiPost(request, TOKENS.admin, { status: `Tell me about ${word}` });
  await replyPage.goto(`/notice/${post.id}`);
  await replyPage
    .getByRole('article')
    .filter({ hasText: word })
    .first()
    .getByRole('button', { name: /^Reply/ })
    .first()
    .click();
  await replyPage
    .getByRole('form', { name: /^Reply to/ })
    .getByRole('textbox', { name: 'Post text' })
    .pressSequentially('a long answer');
  // The tab closes at once, without unload handlers: the last letter typed must be saved by
  // then (it was lost when the draft was saved a frame after the keystroke).
  await replyPage.close();
  const page = await context.newPage();
  await page.goto('/main/public');
  const form = sidebarForm(page);
  await form.getByRole('button', { name: 'Drafts (1)' }).click();
  await form.getByRole('button', { name: 'Open draft: @marisol a long answer' }).click();
  const dialog = page.getByRole('dialog', { name: /^Reply to/ });
  await expect(dialog.getByRole('textbox', { name: 'Post text' })).toHaveValue(
    '@marisol a long answer',
  );
  await dialog.getByRole('button', { name: /^Close/ }).click();
  await form.getByRole('button', { name: 'Drafts (1)' }).click();
  await form.getByRole('button', { name: 'Delete draft: @marisol a long answer' }).click();
  await expect(form.getByText('No saved drafts')).toBeVisible();
});

test('the open post modal has no accessibility violations', async ({ page }) => {
  await page.goto('/main/public?message=Checking');
  const dialog = page.getByRole('dialog', { name: 'New post' });
  await dialog.getByRole('button', { name: 'Add a poll' }).click();
  await expect(dialog.getByRole('textbox', { name: 'Option 1' })).toBeVisible();
  const violations = await findAxeViolations(page);
  const inModal = violations.filter((v) =>
    v.nodes.some((n) => n.target.join(' ').includes('post-modal') || n.html.includes('composer')),
  );
  expect(inModal).toEqual([]);
});
