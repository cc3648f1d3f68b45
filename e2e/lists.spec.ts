import { expect, test } from './support/fixtures';
import { findAxeViolations } from './support/axe';
import { signInWithToken, TOKENS } from './support/session';

test.use({ viewport: { width: 1440, height: 900 } });

test('create a list with two members, see its timeline, rename it and delete it', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await signInWithToken(page, TOKENS.member);
  await page.goto('/lists');
  const form = page.getByRole('region', { name: 'New list' });
  const create = form.getByRole('button', { name: 'Create list' });
  await expect(create).toBeDisabled();
  const title = `Sea people ${Date.now()}`;
  await form.getByRole('textbox', { name: 'List title' }).fill(title);
  await expect(create).toBeEnabled();

  await form.getByRole('searchbox', { name: 'Search for people you follow' }).fill('a');
  const found = form.getByRole('list', { name: 'People found' });
  await expect(found.getByRole('checkbox').first()).toBeVisible({ timeout: 10_000 });
  await found.getByRole('checkbox').first().click();
  await found.getByRole('checkbox').first().click();
  await expect(form.getByRole('group', { name: '2 members' })).toBeVisible();
  expect(await findAxeViolations(page)).toEqual([]);
  await create.click();

  await expect(page).toHaveURL(/\/lists\/\d+$/);
  const listId = page.url().split('/').pop() ?? '';
  await expect(page.getByRole('feed').getByRole('article').first()).toBeVisible();
  // Headed by the list's title, not "List" (issue 24), on arrival and on a fresh load.
  await expect(page.getByRole('heading', { level: 1, name: title, exact: true })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: title, exact: true })).toBeVisible();
  await expect(page.getByRole('feed', { name: title, exact: true })).toBeVisible();

  await page.goto('/lists');
  await expect(page.getByRole('link', { name: title, exact: true })).toBeVisible();
  await page.getByRole('link', { name: `Edit ${title}` }).click();
  await expect(page).toHaveURL(new RegExp(`/lists/${listId}/edit$`));
  await expect(page.getByRole('group', { name: '2 members' })).toBeVisible();
  const renamed = `${title} and friends`;
  await page.getByRole('textbox', { name: 'List title' }).fill(renamed);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(new RegExp(`/lists/${listId}$`));
  await expect(page.getByRole('heading', { level: 1, name: renamed, exact: true })).toBeVisible();

  await page.goto(`/lists/${listId}/edit`);
  await expect(page.getByRole('textbox', { name: 'List title' })).toHaveValue(renamed);
  await page.getByRole('button', { name: 'Delete list' }).click();
  await page
    .getByRole('alertdialog', { name: 'Delete this list?' })
    .getByRole('button', { name: 'Delete list' })
    .click();
  await expect(page).toHaveURL(/\/lists$/);
  await expect(page.getByRole('link', { name: renamed, exact: true })).toHaveCount(0);
});

test('the list of lists is polled every 240 s', async ({ page, request }) => {
  await page.clock.install();
  await signInWithToken(page, TOKENS.member);
  await page.goto('/lists');
  // The first fetch has landed once the seeded lists show.
  await expect(page.getByRole('link', { name: /^Edit / }).first()).toBeVisible();
  const title = `Made elsewhere ${Date.now()}`;
  const made = await request.post('/api/v1/lists', {
    headers: { authorization: `Bearer ${TOKENS.member}` },
    data: { title },
  });
  const { id } = (await made.json()) as { id: string };
  const link = page.getByRole('link', { name: title, exact: true });
  await page.clock.fastForward(200_000);
  await page.waitForTimeout(1000);
  await expect(link).toHaveCount(0);
  await page.clock.fastForward(45_000);
  await expect(link).toBeVisible();
  await request.delete(`/api/v1/lists/${id}`, {
    headers: { authorization: `Bearer ${TOKENS.member}` },
  });
});

test('on a small phone the new-post button never covers the editor’s Save button', async ({
  page,
}) => {
  // A page taller than the screen: scrolled to its end, its last controls sit where the
  // floating button is.
  await page.setViewportSize({ width: 390, height: 600 });
  await signInWithToken(page, TOKENS.member);
  await page.goto('/lists');
  await page.getByRole('link', { name: 'Edit Garden friends' }).click();
  const save = page.getByRole('button', { name: 'Save' });
  await expect(save).toBeVisible();
  await expect(page.getByRole('button', { name: 'New post' })).toBeVisible();
  // At the bottom of the page, where the floating button sits over the page's last controls.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect
    .poll(() =>
      save.evaluate((button) => {
        const box = button.getBoundingClientRect();
        const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
        return hit !== null && button.contains(hit);
      }),
    )
    .toBe(true);
  await page.screenshot({ path: 'test-results/screenshots/list-editor-end-390.png' });
});
