import { expect, test } from './support/fixtures';
import { signInWithToken, TOKENS } from './support/session';
import { failNext, resetInstance, statusIdByText, statusArticle } from './support/statuses';

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ request }) => {
  await resetInstance(request);
});

test.beforeEach(async ({ page }) => {
  await signInWithToken(page, TOKENS.member);
});

const HERON = 'The heron on his post';

// One page of the heron's post: each step reloads it itself, so the second starts from a
// page as fresh as its own load would be.
test('favourite and repeat, bookmark and mute conversation, each surviving a reload', async ({
  page,
  request,
}) => {
  // Each step keeps the time a test of its own had.
  test.setTimeout(2 * 30_000);
  const id = await statusIdByText(request, HERON, TOKENS.member);
  await page.goto(`/notice/${id}`);

  await test.step('favourite and repeat change at once and survive a reload', async () => {
    const status = statusArticle(page, HERON);
    const favourite = status.getByRole('button', { name: /^Favourite/ });
    await expect(favourite).toHaveAttribute('aria-pressed', 'false');
    await favourite.click();
    await expect(favourite).toHaveAttribute('aria-pressed', 'true');
    const repeat = status.getByRole('button', { name: /^Repeat/ });
    // The button turns at once; the reload must wait for the server to have the repeat.
    const repeated = page.waitForResponse((r) => r.url().endsWith(`/statuses/${id}/reblog`));
    await repeat.click();
    await expect(repeat).toHaveAttribute('aria-pressed', 'true');
    await repeated;
    await page.reload();
    await expect(
      statusArticle(page, HERON).getByRole('button', { name: /^Favourite/ }),
    ).toHaveAttribute('aria-pressed', 'true');
    await expect(
      statusArticle(page, HERON).getByRole('button', { name: /^Repeat/ }),
    ).toHaveAttribute('aria-pressed', 'true');
    // And back.
    await statusArticle(page, HERON)
      .getByRole('button', { name: /^Favourite/ })
      .click();
    await expect(
      statusArticle(page, HERON).getByRole('button', { name: /^Favourite/ }),
    ).toHaveAttribute('aria-pressed', 'false');
    await page.reload();
    await expect(
      statusArticle(page, HERON).getByRole('button', { name: /^Favourite/ }),
    ).toHaveAttribute('aria-pressed', 'false');
  });

  await test.step('bookmark and mute conversation from the menu survive a reload', async () => {
    const status = statusArticle(page, HERON);
    await status.getByRole('button', { name: 'More actions' }).click();
    // Each step waits for the server's answer: a reload must not race the call, and an answer
    // landing while the menu is open again re-renders the post under it.
    const bookmarked = page.waitForResponse((r) => r.url().endsWith(`/statuses/${id}/bookmark`));
    await page.getByRole('menuitem', { name: 'Bookmark' }).click();
    await bookmarked;
    await page.reload();
    await statusArticle(page, HERON).getByRole('button', { name: 'More actions' }).click();
    await expect(page.getByRole('menuitem', { name: 'Remove bookmark' })).toBeVisible();
    const unbookmarked = page.waitForResponse((r) =>
      r.url().endsWith(`/statuses/${id}/unbookmark`),
    );
    await page.getByRole('menuitem', { name: 'Remove bookmark' }).click();
    await unbookmarked;
    await statusArticle(page, HERON).getByRole('button', { name: 'More actions' }).click();
    await expect(page.getByRole('menuitem', { name: 'Bookmark', exact: true })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toHaveCount(0);
  });
});

test('pin an own public post; it is marked on the profile and survives a reload', async ({
  page,
  request,
}) => {
  const response = await request.get(
    '/api/v1/accounts/juniper/statuses?limit=20&exclude_replies=true',
    { headers: { authorization: `Bearer ${TOKENS.member}` } },
  );
  const own = (
    (await response.json()) as {
      id: string;
      content: string;
      visibility: string;
      pinned: boolean;
      reblog: unknown;
      spoiler_text: string;
    }[]
  ).find((s) => s.visibility === 'public' && !s.pinned && !s.reblog && !s.spoiler_text);
  if (!own) throw new Error('no own public post');
  const text = own.content.replace(/<[^>]+>/g, '').slice(0, 25);
  await page.goto(`/notice/${own.id}`);
  await statusArticle(page, text).getByRole('button', { name: 'More actions' }).click();
  // The reload must come after the server took the pin, not race its call.
  const pinned = page.waitForResponse((r) => r.url().endsWith(`/statuses/${own.id}/pin`));
  await page.getByRole('menuitem', { name: 'Pin on profile' }).click();
  await pinned;
  await page.reload();
  await statusArticle(page, text).getByRole('button', { name: 'More actions' }).click();
  await expect(page.getByRole('menuitem', { name: 'Unpin from profile' })).toBeVisible();
  await page.keyboard.press('Escape');
  await page.goto('/juniper');
  await expect(statusArticle(page, text).first()).toContainText('Pinned');
  // And unpinned again.
  await page.goto(`/notice/${own.id}`);
  await statusArticle(page, text).getByRole('button', { name: 'More actions' }).click();
  const unpinned = page.waitForResponse((r) => r.url().endsWith(`/statuses/${own.id}/unpin`));
  await page.getByRole('menuitem', { name: 'Unpin from profile' }).click();
  await unpinned;
  await page.reload();
  await statusArticle(page, text).getByRole('button', { name: 'More actions' }).click();
  await expect(page.getByRole('menuitem', { name: 'Pin on profile' })).toBeVisible();
});

test('a forced 500 rolls the favourite back and shows a dismissable error', async ({
  page,
  request,
}) => {
  const id = await statusIdByText(request, 'Balcony loop no. 12', TOKENS.member);
  await page.goto(`/notice/${id}`);
  const status = statusArticle(page, 'Balcony loop no. 12');
  const favourite = status.getByRole('button', { name: /^Favourite/ });
  await expect(favourite).toHaveAttribute('aria-pressed', 'false');
  await failNext(request, 500, `/api/v1/statuses/${id}/favourite`);
  await favourite.click();
  await expect(status.getByRole('alert')).toContainText('Internal server error');
  await expect(favourite).toHaveAttribute('aria-pressed', 'false');
  await status.getByRole('button', { name: 'Dismiss error' }).click();
  await expect(status.getByRole('alert')).toHaveCount(0);
  await page.reload();
  await expect(
    statusArticle(page, 'Balcony loop no. 12').getByRole('button', { name: /^Favourite/ }),
  ).toHaveAttribute('aria-pressed', 'false');
});

test('delete asks first, marks the status deleted at once, and it stays gone', async ({
  page,
  request,
}) => {
  const id = await statusIdByText(request, 'I draw vegetables and grow them', TOKENS.member);
  await page.goto(`/notice/${id}`);
  const own = page.getByRole('article', { name: /I draw vegetables/ });
  await own.getByRole('button', { name: 'More actions' }).click();
  await page.getByRole('menuitem', { name: 'Delete', exact: true }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete this post?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('article', { name: 'This status was deleted' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('alert')).toBeVisible();
});

test('others cannot delete or pin; visitors get remote-interaction links', async ({
  page,
  request,
  browser,
}) => {
  const id = await statusIdByText(request, HERON, TOKENS.member);
  await page.goto(`/notice/${id}`);
  await statusArticle(page, HERON).getByRole('button', { name: 'More actions' }).click();
  await expect(page.getByRole('menuitem', { name: 'Copy link' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: /^Delete/ })).toHaveCount(0);
  await expect(page.getByRole('menuitem', { name: /Pin/ })).toHaveCount(0);

  const visitor = await browser.newPage();
  await visitor.goto(`/notice/${id}`);
  const link = statusArticle(visitor, HERON).getByRole('link', {
    name: /^Favourite from your own instance \(opens a new window\)(, \d+)?$/,
  });
  await expect(link).toHaveAttribute('href', new RegExp(`/main/ostatus\\?status_id=${id}$`));
  await visitor.close();
});
