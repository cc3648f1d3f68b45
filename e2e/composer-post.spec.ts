import { expect, test } from './support/fixtures';
import { chooseFileOfSize } from './support/bigFile';
import { apiGet, PNG, sidebarForm, uniqueWord } from './support/composer';
import { signInWithToken, TOKENS } from './support/session';
import { setPreferences } from './support/stream';

test.use({ viewport: { width: 1440, height: 900 } });

test.beforeEach(async ({ page }) => {
  await signInWithToken(page, TOKENS.member);
});

test('posts with a content warning, a poll and two described images, and shows it in the timeline', async ({
  page,
  request,
}) => {
  const word = uniqueWord('heron');
  await page.goto('/main/public');
  const form = sidebarForm(page);
  await form.getByRole('textbox', { name: 'Content warning (optional)' }).fill('bird talk');
  await form.getByRole('textbox', { name: 'Post text' }).fill(`Low tide ${word}`);
  await form.getByLabel('Attach media').setInputFiles([
    { name: 'one.png', mimeType: 'image/png', buffer: PNG },
    { name: 'two.png', mimeType: 'image/png', buffer: PNG },
  ]);
  await form.getByRole('textbox', { name: 'Description for attachment 1' }).fill('A grey heron');
  await form
    .getByRole('textbox', { name: 'Description for attachment 2' })
    .fill('Mudflats at dawn');
  await form.getByRole('button', { name: 'Add a poll' }).click();
  await form.getByRole('textbox', { name: 'Option 1' }).fill('Herons');
  await form.getByRole('textbox', { name: 'Option 2' }).fill('Egrets');
  await form.getByRole('button', { name: 'Post', exact: true }).click();
  // A new post clears the form.
  await expect(form.getByRole('textbox', { name: 'Post text' })).toHaveValue('');

  const home = await apiGet<
    {
      id: string;
      content: string;
      spoiler_text: string;
      media_attachments: { description: string }[];
      poll: { options: { title: string }[] } | null;
    }[]
  >(request, TOKENS.member, '/api/v1/timelines/home');
  const mine = home.filter((s) => s.content.includes(word));
  expect(mine).toHaveLength(1);
  expect(mine[0]?.spoiler_text).toBe('bird talk');
  expect(mine[0]?.media_attachments.map((m) => m.description)).toEqual([
    'A grey heron',
    'Mudflats at dawn',
  ]);
  expect(mine[0]?.poll?.options.map((o) => o.title)).toEqual(['Herons', 'Egrets']);

  await page.reload();
  const article = page.getByRole('article').filter({ hasText: 'bird talk' }).first();
  await expect(article).toBeVisible();
  // Collapse-subject is off by default: the content warning is the subject line over the text.
  await expect(article.getByRole('button', { name: /show content/i })).toHaveCount(0);
  await expect(article.getByText(word)).toBeVisible();
  await expect(article.getByText('Herons')).toBeVisible();
  // A content warning makes the media sensitive; revealing shows the described pictures.
  await article
    .getByRole('button', { name: /sensitive media/i })
    .first()
    .click();
  await expect(article.getByRole('img', { name: 'A grey heron' }).first()).toBeVisible();
});

test('with streaming off, a new post shows at the top of home at once, not at the next poll', async ({
  page,
}) => {
  await setPreferences(page, { streaming: false });
  const word = uniqueWord('petrel');
  await page.goto('/main/friends');
  const feed = page.getByRole('feed');
  await expect(feed.getByRole('article').first()).toBeVisible();
  const form = sidebarForm(page);
  await form.getByRole('textbox', { name: 'Post text' }).fill(`Own post ${word}`);
  await form.getByRole('button', { name: 'Post', exact: true }).click();
  // Polling runs every 20 s; the post must not wait for it.
  await expect(feed.getByRole('article').first()).toContainText(`Own post ${word}`, {
    timeout: 5_000,
  });
  await expect(feed.getByRole('article').filter({ hasText: word })).toHaveCount(1);
});

// The sidebar form's checks that post nothing share one load of the page, in an order where
// each step starts from what the one before left: an empty form first, the format last.
test('the form refuses empty and too long posts, shows limits, previews and names formats', async ({
  page,
}) => {
  // Each step keeps the time a test of its own had.
  test.setTimeout(6 * 30_000);
  await page.goto('/main/public');
  await test.step('an empty post is refused with the spec’s error', async () => {
    const form = sidebarForm(page);
    await form.getByRole('button', { name: 'Post', exact: true }).click();
    await expect(form.getByRole('alert')).toContainText(
      'Error: A post needs some text or an attachment.',
    );
    // The next change answers the complaint: it goes while the person types.
    await form.getByRole('textbox', { name: 'Post text' }).pressSequentially('H');
    await expect(form.getByRole('alert')).toHaveCount(0);
  });

  await test.step('the counter blocks posting over the limit', async () => {
    const form = sidebarForm(page);
    const text = form.getByRole('textbox', { name: 'Post text' });
    await text.fill('a'.repeat(4990));
    await form.getByRole('textbox', { name: 'Content warning (optional)' }).fill('b'.repeat(11));
    await expect(form.getByText('-1', { exact: true })).toBeVisible();
    await expect(form.getByRole('button', { name: 'Post', exact: true })).toBeDisabled();
    await text.press('Control+Enter');
    await text.fill('a'.repeat(4989));
    await expect(form.getByText('0', { exact: true })).toBeVisible();
    await expect(form.getByRole('button', { name: 'Post', exact: true })).toBeEnabled();
  });

  await test.step('a disabled Post button looks disabled: faded, with a not-allowed cursor', async () => {
    const form = sidebarForm(page);
    const post = form.getByRole('button', { name: 'Post', exact: true });
    const look = () =>
      post.evaluate((el) => {
        const style = getComputedStyle(el);
        return { opacity: Number(style.opacity), cursor: style.cursor };
      });
    await form.getByRole('textbox', { name: 'Post text' }).fill('Short enough');
    await expect(post).toBeEnabled();
    const enabled = await look();
    expect(enabled).toEqual({ opacity: 1, cursor: 'pointer' });
    await form.getByRole('textbox', { name: 'Post text' }).fill('a'.repeat(5001));
    await expect(post).toBeDisabled();
    // Hovered, too: a disabled button gets no hover change that would invite a click.
    await post.hover({ force: true });
    const disabled = await look();
    expect(disabled.opacity).toBeLessThanOrEqual(0.6);
    expect(disabled.cursor).toBe('not-allowed');
    await form.screenshot({ path: 'test-results/screenshots/composer-post-disabled-1440.png' });
  });

  await test.step('a file over the upload limit gives the sized error', async () => {
    const form = sidebarForm(page);
    // Made in the page: the composer reads only the chosen file's size.
    await chooseFileOfSize(form.getByLabel('Attach media'), {
      name: 'huge.png',
      mimeType: 'image/png',
      size: 17 * 1024 * 1024,
    });
    await expect(form.getByRole('alert')).toContainText(
      'Error: Upload failed. The file is too big [17 MiB / 15.26 MiB].',
    );
    await form.getByRole('button', { name: 'Dismiss the error' }).click();
    await expect(form.getByRole('alert')).toHaveCount(0);
  });

  await test.step('the preview renders the text from the server and the poll as it will be posted', async () => {
    // The steps before left text and a warning in the form: the preview starts from none.
    await sidebarForm(page).getByRole('textbox', { name: 'Post text' }).fill('');
    await sidebarForm(page).getByRole('textbox', { name: 'Content warning (optional)' }).fill('');
    const form = sidebarForm(page);
    await form.getByRole('button', { name: 'Preview' }).click();
    const preview = form.getByRole('region', { name: 'Preview of your post' });
    await expect(preview).toContainText('Nothing to preview yet');
    await form.getByRole('textbox', { name: 'Post text' }).fill('Which bird?');
    await expect(preview).toContainText('Which bird?');
    await form.getByRole('button', { name: 'Add a poll' }).click();
    await form.getByRole('textbox', { name: 'Option 1' }).fill('Gannet');
    await form.getByRole('textbox', { name: 'Option 2' }).fill('Gannet');
    await form.getByRole('button', { name: 'Add an option' }).click();
    await form.getByRole('textbox', { name: 'Option 3' }).fill('Skua');
    // Repeats are dropped as they will be when posting.
    const options = preview.getByRole('list', { name: 'Poll options' }).getByRole('listitem');
    await expect(options).toHaveText(['Gannet', 'Skua']);
    await expect(preview).toContainText('One choice · ends in 10 minutes');
    await form.screenshot({ path: 'test-results/screenshots/composer-poll-preview-1440.png' });
  });

  await test.step('the Format menu names each format, MFM included, never by its MIME type', async () => {
    const format = sidebarForm(page).getByRole('combobox', { name: 'Format' });
    await expect(format.getByRole('option', { name: 'MFM (Misskey markdown)' })).toHaveCount(1);
    const names = await format.getByRole('option').allTextContents();
    expect(names).toContain('MFM (Misskey markdown)');
    expect(names).toContain('Plain text');
    expect(names.filter((n) => n.includes('/'))).toEqual([]);
    await format.selectOption({ label: 'MFM (Misskey markdown)' });
    await expect(format).toHaveValue('text/x.misskeymarkdown');
  });
});

test('an upload shows its progress and holds posting until it is done', async ({ page }) => {
  await page.goto('/main/public');
  const form = sidebarForm(page);
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/v1/media', async (route) => {
    await held;
    await route.continue();
  });
  await form.getByRole('textbox', { name: 'Post text' }).fill('Slow upload');
  await form.getByLabel('Attach media').setInputFiles({
    name: 'slow.png',
    mimeType: 'image/png',
    buffer: PNG,
  });
  await expect(
    form.getByRole('progressbar', { name: 'Upload progress of slow.png' }),
  ).toBeVisible();
  await expect(form.getByRole('status').filter({ hasText: 'Uploading slow.png' })).toBeVisible();
  await expect(form.getByRole('button', { name: 'Post', exact: true })).toBeDisabled();
  release();
  await expect(form.getByRole('progressbar')).toHaveCount(0);
  await expect(form.getByRole('textbox', { name: 'Description for attachment 1' })).toBeVisible();
  await expect(form.getByRole('button', { name: 'Post', exact: true })).toBeEnabled();
});

test('a draft survives a reload and can be deleted from the drafts list', async ({ page }) => {
  const word = uniqueWord('draft');
  await page.goto('/main/public');
  const form = sidebarForm(page);
  await form.getByRole('textbox', { name: 'Post text' }).fill(`Half a thought ${word}`);
  await page.reload();
  await expect(sidebarForm(page).getByRole('textbox', { name: 'Post text' })).toHaveValue(
    `Half a thought ${word}`,
  );
  const stored = await page.evaluate(() => window.localStorage.getItem('drafts') ?? '');
  expect(stored).toContain(word);
});

test('?message= opens the post modal pre-filled', async ({ page }) => {
  await page.goto('/main/public?message=Hello%20from%20a%20link');
  const dialog = page.getByRole('dialog', { name: 'New post' });
  await expect(dialog.getByRole('textbox', { name: 'Post text' })).toHaveValue('Hello from a link');
  await expect(page).not.toHaveURL(/message=/);
});
