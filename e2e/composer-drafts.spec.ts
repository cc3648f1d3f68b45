import { expect, test } from './support/fixtures';
import { findAxeViolations } from './support/axe';
import { apiPost, sidebarForm, uniqueWord } from './support/composer';
import { signInWithToken, TOKENS } from './support/session';

test.use({ viewport: { width: 1440, height: 900 } });

test.beforeEach(async ({ page }) => {
  await signInWithToken(page, TOKENS.member);
});

test('a reply draft is listed, reopens in the post modal and can be deleted', async ({
  page,
  request,
}) => {
  const word = uniqueWord('drafted');
  const post = await apiPost(request, TOKENS.admin, { status: `Tell me about ${word}` });
  await page.goto(`/notice/${post.id}`);
  await page
    .getByRole('article')
    .filter({ hasText: word })
    .first()
    .getByRole('button', { name: /^Reply/ })
    .first()
    .click();
  await page
    .getByRole('form', { name: /^Reply to/ })
    .getByRole('textbox', { name: 'Post text' })
    .pressSequentially('a long answer');
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
