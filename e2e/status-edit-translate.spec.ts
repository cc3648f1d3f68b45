import { expect, test, type Page } from './support/fixtures';
import { signInWithToken, TOKENS } from './support/session';
import { redraftFromMenu, resetInstance, statusArticle, statusIdByText } from './support/statuses';

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ request }) => {
  await resetInstance(request);
});

test.beforeEach(async ({ page }) => {
  await signInWithToken(page, TOKENS.member);
});

const PRIYA = 'Some notes from this week of making a timeline usable';
const OWN = 'Bookmarking it for the next time someone asks me';

/** Opens the menu of the own post; a click before the page settles is tried again. */
async function openOwnMenu(page: Page) {
  await expect(async () => {
    await statusArticle(page, OWN).getByRole('button', { name: 'More actions' }).click();
    await expect(page.getByRole('menu', { name: 'More actions' })).toBeVisible({ timeout: 2000 });
  }).toPass();
}

test('the edit history of an edited post', async ({ page, request }) => {
  const id = await statusIdByText(request, PRIYA, TOKENS.member);
  await page.goto(`/notice/${id}`);
  const status = statusArticle(page, PRIYA);
  await expect(status).toContainText('Edited');
  await status.getByRole('button', { name: 'More actions' }).click();
  await page.getByRole('menuitem', { name: 'Edit history' }).click();
  const dialog = page.getByRole('dialog', { name: /^Edit history \(\d+ edits?\)$/ });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('listitem').first()).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toHaveCount(0);
});

test('translate shows the translation and says no target language is set', async ({
  page,
  request,
}) => {
  const id = await statusIdByText(request, PRIYA, TOKENS.member);
  await page.goto(`/notice/${id}`);
  const status = statusArticle(page, PRIYA);
  await status.getByRole('button', { name: 'More actions' }).click();
  await page.getByRole('menuitem', { name: 'Translate' }).click();
  await expect(page.getByText('No translation target language set')).toBeVisible();
  await expect(status).toContainText('Translated from English');
  await expect(status).toContainText('[en]');
});

// One page of the own post (the file is serial: the redraft always found the edited post).
test('edit survives a reload; redraft deletes the post and reopens it in the composer', async ({
  page,
  request,
}) => {
  // Each step keeps the time a test of its own had.
  test.setTimeout(2 * 30_000);
  const id = await statusIdByText(request, OWN, TOKENS.member);
  await page.goto(`/notice/${id}`);

  await test.step('edit changes the post and survives a reload', async () => {
    await openOwnMenu(page);
    await page.getByRole('menuitem', { name: 'Edit', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit post' });
    const text = dialog.getByRole('textbox', { name: 'Text' });
    await expect(text).toHaveValue(/Bookmarking it/);
    await text.fill(`${OWN} (edited: and for my own future self)`);
    const put = page.waitForRequest(
      (r) => r.method() === 'PUT' && r.url().includes(`/api/v1/statuses/${id}`),
    );
    await dialog.getByRole('button', { name: 'Save' }).click();
    // Document 3 §7: the same fields as posting, without visibility, reply and quote.
    const sent = (await put).postDataJSON() as Record<string, unknown>;
    expect(sent['status']).toContain('for my own future self');
    expect(sent).not.toHaveProperty('visibility');
    expect(sent).not.toHaveProperty('in_reply_to_id');
    expect(sent).not.toHaveProperty('quote_id');
    await expect(dialog).toHaveCount(0);
    await expect(statusArticle(page, OWN)).toContainText('for my own future self');
    await page.reload();
    await expect(statusArticle(page, OWN)).toContainText('for my own future self');
    await expect(statusArticle(page, OWN)).toContainText('Edited');
  });

  await test.step('redraft deletes the post and reopens it in the composer', async () => {
    await statusArticle(page, OWN).getByRole('button', { name: 'More actions' }).click();
    // The composer's redraft modal (the composer issue) takes over with the old text.
    const dialog = await redraftFromMenu(page);
    // The value, not the text inside the element: React also writes a textarea's first value as
    // its text, Preact only sets the value, and the value is what the person sees and posts.
    await expect(dialog.getByRole('textbox', { name: 'Post text' })).toHaveValue(/Bookmarking it/);
    await expect(page.getByRole('article', { name: 'This status was deleted' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Post' }).click();
    await expect(dialog).toHaveCount(0);
    await expect
      .poll(() => statusIdByText(request, 'Bookmarking it for the next time', TOKENS.member))
      .not.toBe(id);
  });
});
