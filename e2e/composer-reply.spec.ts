import { expect, test, type Page } from './support/fixtures';
import { apiGet, apiPost, uniqueWord } from './support/composer';
import { signInWithToken, TOKENS } from './support/session';
import { redraftFromMenu } from './support/statuses';

test.use({ viewport: { width: 1440, height: 900 } });

test.beforeEach(async ({ page }) => {
  await signInWithToken(page, TOKENS.member);
});

function focused(page: Page, text: string) {
  return page.getByRole('article').filter({ hasText: text }).first();
}

interface WireStatus {
  id: string;
  visibility: string;
  in_reply_to_id: string | null;
  quote_id: string | null;
  content: string;
  edited_at: string | null;
}

test('a reply keeps and limits the scope of the original', async ({ page, request }) => {
  const word = uniqueWord('unlisted');
  const original = await apiPost(request, TOKENS.admin, {
    status: `Quiet news ${word}`,
    visibility: 'unlisted',
  });
  await page.goto(`/notice/${original.id}`);
  const article = focused(page, word);
  await article
    .getByRole('button', { name: /^Reply/ })
    .first()
    .click();
  const form = page.getByRole('form', { name: /^Reply to/ });
  const scope = form.getByRole('combobox', { name: 'Visibility' });
  await expect(scope).toHaveValue('unlisted');
  await expect(scope.getByRole('option')).toHaveText([
    'Unlisted',
    'Local only',
    'Followers only',
    'Direct',
  ]);
  const text = form.getByRole('textbox', { name: 'Post text' });
  await expect(text).toHaveValue('@marisol ');
  await text.pressSequentially('glad to hear it');
  await text.press('Control+Enter');
  await expect(form).toHaveCount(0);
  const context = await apiGet<{ descendants: WireStatus[] }>(
    request,
    TOKENS.member,
    `/api/v1/statuses/${original.id}/context`,
  );
  const reply = context.descendants.find((s) => s.content.includes('glad to hear it'));
  expect(reply?.visibility).toBe('unlisted');
  expect(reply?.in_reply_to_id).toBe(original.id);
});

test('a direct original allows only direct replies', async ({ page, request }) => {
  const word = uniqueWord('direct');
  const original = await apiPost(request, TOKENS.admin, {
    status: `@juniper a secret ${word}`,
    visibility: 'direct',
  });
  await page.goto(`/notice/${original.id}`);
  await focused(page, word)
    .getByRole('button', { name: /^Reply/ })
    .first()
    .click();
  const scope = page
    .getByRole('form', { name: /^Reply to/ })
    .getByRole('combobox', { name: 'Visibility' });
  await expect(scope.getByRole('option')).toHaveText(['Direct']);
  // The demo instance does not list safe_dm_mentions, so every mentioned person receives it.
  await expect(
    page.getByText('Everyone mentioned anywhere in this post will receive it.'),
  ).toBeVisible();
});

test('quotes a post', async ({ page, request }) => {
  const word = uniqueWord('quoted');
  const original = await apiPost(request, TOKENS.admin, {
    status: `Worth sharing ${word}`,
    visibility: 'public',
  });
  await page.goto(`/notice/${original.id}`);
  await focused(page, word).getByRole('button', { name: 'Quote' }).click();
  const form = page.getByRole('form', { name: /^Quote/ });
  const mine = uniqueWord('comment');
  await form.getByRole('textbox', { name: 'Post text' }).fill(`Look at this ${mine}`);
  await form.getByRole('button', { name: 'Post', exact: true }).click();
  await expect(form).toHaveCount(0);
  const home = await apiGet<WireStatus[]>(request, TOKENS.member, '/api/v1/timelines/home');
  expect(home.find((s) => s.content.includes(mine))?.quote_id).toBe(original.id);
});

test('edits a post, then the history shows both versions', async ({ page, request }) => {
  const word = uniqueWord('edit');
  const post = await apiPost(request, TOKENS.member, { status: `First draft ${word}` });
  await page.goto(`/notice/${post.id}`);
  const article = focused(page, word);
  await article.getByRole('button', { name: 'More actions' }).last().click();
  await page.getByRole('menuitem', { name: 'Edit', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit post' });
  const text = dialog.getByRole('textbox', { name: 'Post text' });
  await expect(text).toHaveValue(`First draft ${word}`);
  await expect(dialog.getByRole('combobox', { name: 'Visibility' })).toBeDisabled();
  await expect(dialog.getByRole('button', { name: 'Add a poll' })).toHaveCount(0);
  await text.fill(`Second thoughts ${word}`);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText(`Second thoughts ${word}`)).toBeVisible();
  const edited = await apiGet<WireStatus>(request, TOKENS.member, `/api/v1/statuses/${post.id}`);
  expect(edited.edited_at).not.toBeNull();
  await focused(page, word).getByRole('button', { name: 'More actions' }).last().click();
  await page.getByRole('menuitem', { name: 'Edit history' }).click();
  const history = page.getByRole('dialog', { name: /Edit history/ });
  await expect(history.getByText(`First draft ${word}`)).toBeVisible();
  await expect(history.getByText(`Second thoughts ${word}`)).toBeVisible();
});

test('delete and redraft reopens the post as a draft', async ({ page, request }) => {
  const word = uniqueWord('redraft');
  const post = await apiPost(request, TOKENS.member, {
    status: `Typo here ${word}`,
    visibility: 'unlisted',
  });
  await page.goto(`/notice/${post.id}`);
  await focused(page, word).getByRole('button', { name: 'More actions' }).last().click();
  const dialog = await redraftFromMenu(page);
  const text = dialog.getByRole('textbox', { name: 'Post text' });
  await expect(text).toHaveValue(`Typo here ${word}`);
  await expect(dialog.getByRole('combobox', { name: 'Visibility' })).toHaveValue('unlisted');
  const gone = await request.get(`/api/v1/statuses/${post.id}`, {
    headers: { authorization: `Bearer ${TOKENS.member}` },
  });
  expect(gone.status()).toBe(404);
  await text.fill(`Fixed ${word}`);
  await dialog.getByRole('button', { name: 'Post', exact: true }).click();
  await expect(dialog).toHaveCount(0);
  const home = await apiGet<WireStatus[]>(request, TOKENS.member, '/api/v1/timelines/home');
  const again = home.filter((s) => s.content.includes(word));
  expect(again.map((s) => s.content)).toEqual([`Fixed ${word}`]);
  expect(again[0]?.visibility).toBe('unlisted');
});
