import { expect, test } from './support/fixtures';
import { apiGet, PNG, sidebarForm, uniqueWord } from './support/composer';
import { signInWithToken, TOKENS } from './support/session';
import { setPreferences } from './support/stream';

test.use({ viewport: { width: 1440, height: 900 } });

test.beforeEach(async ({ page }) => {
  await signInWithToken(page, TOKENS.member);
});

async function myPosts(request: Parameters<typeof apiGet>[0], word: string) {
  const home = await apiGet<{ content: string; visibility: string }[]>(
    request,
    TOKENS.member,
    '/api/v1/timelines/home',
  );
  return home.filter((s) => s.content.includes(word));
}

test('a description that cannot be saved stops the post with the spec’s error and loses nothing', async ({
  page,
  request,
}) => {
  const word = uniqueWord('tern');
  await page.goto('/main/public');
  const form = sidebarForm(page);
  const text = form.getByRole('textbox', { name: 'Post text' });
  await text.fill(`Terns over the spit ${word}`);
  await form
    .getByLabel('Attach media')
    .setInputFiles([{ name: 'tern.png', mimeType: 'image/png', buffer: PNG }]);
  const description = form.getByRole('textbox', { name: 'Description for attachment 1' });
  await description.fill('Two terns diving');
  // The description update (PUT /api/v1/media/{id}) fails once.
  await request.post('/__control/fail', {
    data: { status: 500, path: '/api/v1/media/', method: 'PUT', count: 1 },
  });
  await form.getByRole('button', { name: 'Post', exact: true }).click();
  await expect(form.getByRole('alert')).toHaveText(
    'Error: The media descriptions could not be saved. Please try again.',
  );
  await expect(text).toHaveValue(`Terns over the spit ${word}`);
  await expect(description).toHaveValue('Two terns diving');
  expect(await myPosts(request, word)).toHaveLength(0);

  await form.getByRole('button', { name: 'Dismiss the error' }).click();
  await expect(form.getByRole('alert')).toHaveCount(0);
  await form.getByRole('button', { name: 'Post', exact: true }).click();
  await expect(text).toHaveValue('');
  expect(await myPosts(request, word)).toHaveLength(1);
});

test('submit-on-enter posts on Enter; a new post keeps the chosen visibility', async ({
  page,
  request,
}) => {
  await setPreferences(page, { submitOnEnter: true });
  const word = uniqueWord('gull');
  await page.goto('/main/public');
  const form = sidebarForm(page);
  const visibility = form.getByRole('combobox', { name: 'Visibility' });
  await visibility.selectOption('unlisted');
  const text = form.getByRole('textbox', { name: 'Post text' });
  await text.fill(`Gulls at the pier ${word}`);
  await text.press('Enter');
  await expect(text).toHaveValue('');
  await expect(visibility).toHaveValue('unlisted');
  const posted = await myPosts(request, word);
  expect(posted.map((s) => s.visibility)).toEqual(['unlisted']);
});

test('without submit-on-enter, Enter makes a new line and Ctrl+Enter posts', async ({
  page,
  request,
}) => {
  const word = uniqueWord('knot');
  await page.goto('/main/public');
  const form = sidebarForm(page);
  const text = form.getByRole('textbox', { name: 'Post text' });
  await text.fill(`Knots on the mudflat ${word}`);
  await text.press('Enter');
  await expect(text).toHaveValue(`Knots on the mudflat ${word}\n`);
  expect(await myPosts(request, word)).toHaveLength(0);
  await text.press('Control+Enter');
  await expect(text).toHaveValue('');
  expect(await myPosts(request, word)).toHaveLength(1);
});
