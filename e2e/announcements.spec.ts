import { expect, test, type Page } from './support/fixtures';
import { findAxeViolations } from './support/axe';
import { signInWithToken, TOKENS } from './support/session';

test.use({ viewport: { width: 1440, height: 900 } });

const navLink = (page: Page) =>
  page
    .getByRole('complementary', { name: 'Sidebar' })
    .getByRole('link', { name: /^Announcements/ });

// The fake instance keeps announcements in memory for its lifetime, so each test starts its own
// text and only counts what it changed.
// One admin's page, as an admin uses it: the failed post comes after one that succeeded there,
// and the form must keep its text then too (it was emptied: the form's key fell back).
test('an admin posts, edits and deletes an announcement; a failed post after it keeps its text', async ({
  page,
}) => {
  // Each step keeps the time a test of its own had.
  test.setTimeout(2 * 30_000);
  await signInWithToken(page, TOKENS.admin);
  await page.goto('/announcements');

  await test.step('an admin posts, edits and deletes an announcement', async () => {
    const text = `Garden tour on Saturday ${Date.now()}`;
    const form = page.getByRole('region', { name: 'New announcement' });
    await form.getByRole('textbox', { name: 'Announcement' }).fill(text);
    await form.getByRole('button', { name: 'Post announcement' }).click();
    const item = page.getByRole('article', { name: text });
    await expect(item).toBeVisible();
    await expect(form.getByRole('textbox', { name: 'Announcement' })).toHaveValue('');

    await item.getByRole('button', { name: 'Edit' }).click();
    const edited = `${text} (moved to Sunday)`;
    await item.getByRole('textbox', { name: 'Announcement' }).fill(edited);
    await item.getByRole('button', { name: 'Save' }).click();
    const editedItem = page.getByRole('article', { name: edited });
    await expect(editedItem).toBeVisible();
    expect(await findAxeViolations(page)).toEqual([]);

    await editedItem.getByRole('button', { name: 'Delete' }).click();
    await expect(editedItem).toHaveCount(0);
    // The scheduled announcement is listed for admins but not shown to users yet.
    await expect(page.getByText('Not shown to users now').first()).toBeVisible();
  });

  await test.step('a failed post shows the error with a close control and keeps the text', async () => {
    await page.route('**/api/v1/pleroma/admin/announcements', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({ status: 422, json: { error: 'ends_at must be after starts_at' } })
        : route.continue(),
    );
    const form = page.getByRole('region', { name: 'New announcement' });
    await form.getByRole('textbox', { name: 'Announcement' }).fill('Will fail');
    await form.getByRole('button', { name: 'Post announcement' }).click();
    const alert = form.getByRole('alert');
    await expect(alert).toContainText('Error: ends_at must be after starts_at');
    await expect(form.getByRole('textbox', { name: 'Announcement' })).toHaveValue('Will fail');
    await alert.getByRole('button', { name: 'Close error' }).click();
    await expect(alert).toHaveCount(0);
  });
});

test('a user marks an announcement read and the badge falls', async ({ page }) => {
  await signInWithToken(page, TOKENS.moderator);
  await page.goto('/announcements');
  const link = navLink(page);
  const unread = async () => Number((await link.textContent())?.match(/(\d+) unread/)?.[1] ?? 0);
  await expect.poll(unread).toBeGreaterThan(0);
  const before = await unread();
  const button = page.getByRole('main').getByRole('button', { name: 'Mark as read' }).first();
  await button.click();
  await expect.poll(unread).toBe(before - 1);
  await expect(page.getByRole('main').getByText('Read', { exact: true }).first()).toBeVisible();
});

test('visitors are asked to sign in', async ({ page }) => {
  await page.goto('/announcements');
  await expect(page.getByText("Sign in to read this instance's announcements.")).toBeVisible();
});

test('announcements are polled every 60 s and the badge rises', async ({ page, request }) => {
  await page.clock.install();
  await signInWithToken(page, TOKENS.moderator);
  await page.goto('/about');
  const link = navLink(page);
  const unread = async () => Number((await link.textContent())?.match(/(\d+) unread/)?.[1] ?? 0);
  // The first fetch has landed once the badge counts the seeded unread announcements.
  await expect.poll(unread).toBeGreaterThan(0);
  const before = await unread();
  const admin = { authorization: `Bearer ${TOKENS.admin}` };
  const made = await request.post('/api/v1/pleroma/admin/announcements', {
    headers: admin,
    data: { content: `Polled news ${Date.now()}` },
  });
  const { id } = (await made.json()) as { id: string };
  await page.clock.fastForward(40_000);
  await page.waitForTimeout(1000);
  expect(await unread()).toBe(before);
  await page.clock.fastForward(25_000);
  await expect.poll(unread).toBe(before + 1);
  await request.delete(`/api/v1/pleroma/admin/announcements/${id}`, { headers: admin });
});
