import { apiPost, uniqueWord } from './support/composer';
import { expect, test } from './support/fixtures';
import { callsTo, goOffline, outboxOnDisk, signInOnce } from './support/outbox';
import { TOKENS } from './support/session';
import { statusArticle } from './support/statuses';

test.use({ viewport: { width: 1440, height: 900 } });
test.describe.configure({ timeout: 120_000 });

// Offline reading and the outbox come from the service worker's cache.
test.use({ serviceWorker: 'install' });

// Issue 27 item 4: edits made offline wait in the outbox like the other actions. The editor
// used to need the post's source from the server first, so offline it opened on an error.
test('offline, Edit opens on the post’s text and the edit waits; online, it is sent once', async ({
  page,
  request,
}) => {
  const word = uniqueWord('edit');
  const mine = await apiPost(request, TOKENS.member, { status: `Before the tunnel ${word}` });
  await signInOnce(page, TOKENS.member);
  await page.goto(`/notice/${mine.id}`);
  const row = statusArticle(page, `Before the tunnel ${word}`);
  await expect(row).toBeVisible({ timeout: 30_000 });
  await goOffline(page);

  await row.getByRole('button', { name: 'More actions' }).last().click();
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit post' });
  const text = dialog.getByRole('textbox', { name: 'Post text' });
  await expect(text).toHaveValue(`Before the tunnel ${word}`);
  await expect(dialog.getByText(/Failed to connect/)).toHaveCount(0);
  await text.fill(`After the tunnel ${word}`);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toHaveCount(0);
  // The row shows the words the person will see once sent, not the server's old copy.
  const edited = statusArticle(page, `After the tunnel ${word}`);
  await expect(edited.getByText('Edit: waiting to send')).toBeVisible();
  await expect(page.getByText(`Before the tunnel ${word}`)).toHaveCount(0);
  await expect.poll(() => outboxOnDisk(page)).toBe(1);
  expect(await callsTo(request, `/api/v1/statuses/${mine.id}`)).toEqual([]);

  await page.context().setOffline(false);
  await expect
    .poll(async () => (await callsTo(request, `/api/v1/statuses/${mine.id}`)).length, {
      timeout: 30_000,
    })
    .toBe(1);
  const [edit] = await callsTo(request, `/api/v1/statuses/${mine.id}`);
  expect(`${edit!.method} ${edit!.path}`).toBe(`PUT /api/v1/statuses/${mine.id}`);
  await expect(statusArticle(page, `After the tunnel ${word}`)).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('Edit: waiting to send')).toHaveCount(0);
});
