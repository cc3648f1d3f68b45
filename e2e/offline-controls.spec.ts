import { bearer, registerAccount } from './support/accounts';
import { expect, test } from './support/fixtures';
import { goOffline, signInOnce } from './support/outbox';
import { TOKENS } from './support/session';

// Offline reading and the outbox come from the service worker's cache.
test.use({ serviceWorker: 'install' });

// Issue 27 item 3: offline, controls that need the server say so instead of failing; the
// outbox's actions (favourite, post…) stay as they are.

const reason = 'This needs a connection to the server.';

test('offline, follow, mute, search and saving settings say they need the server; online again they work', async ({
  page,
  context,
  request,
}, testInfo) => {
  const viewer = await registerAccount(request, 'offv');
  const target = await registerAccount(request, 'offt');
  const made = await request.post('/api/v1/statuses', {
    headers: bearer(target.token),
    form: { status: 'Something to read offline', visibility: 'public' },
  });
  expect(made.ok()).toBe(true);
  await signInOnce(page, viewer.token);
  await page.goto(`/${target.username}`);
  const follow = page.getByRole('button', { name: 'Follow', exact: true });
  const mute = page.getByRole('button', { name: 'Mute', exact: true });
  await expect(follow).toBeEnabled({ timeout: 20_000 });

  await goOffline(page);
  try {
    await expect(follow).toBeDisabled();
    await expect(follow).toHaveAccessibleDescription(reason);
    await expect(mute).toBeDisabled();
    await expect(mute).toHaveAccessibleDescription(reason);
    // The outbox's actions are not the server's to refuse: they stay enabled.
    await expect(page.getByRole('button', { name: 'Favourite' }).first()).toBeEnabled();
    for (const width of [390, 1440]) {
      await page.setViewportSize({ width, height: 800 });
      await follow.scrollIntoViewIfNeeded();
      await page.screenshot({ path: testInfo.outputPath(`offline-follow-${width}.png`) });
    }
    await page.setViewportSize({ width: 1280, height: 800 });

    await page.getByRole('button', { name: 'Search', exact: true }).first().click();
    await page.getByPlaceholder('Search people, posts, tags').fill('read');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: 'Search', level: 1 })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: reason })).toBeVisible();
    await expect(page.getByText('Failed to connect to server')).toHaveCount(0);

    await page.getByRole('button', { name: 'Settings', exact: true }).first().click();
    const settings = page.getByRole('dialog', { name: 'Settings' });
    await settings.getByRole('tab', { name: 'Profile' }).click();
    // The account's settings come from the server: the tab says so instead of failing.
    await expect(
      settings.getByRole('tabpanel', { name: 'Profile' }).getByRole('status'),
    ).toHaveText(reason);
    await expect(settings.getByText('Failed to connect to server', { exact: false })).toHaveCount(
      0,
    );
    await page.keyboard.press('Escape');
    await expect(settings).toHaveCount(0);
  } finally {
    await context.setOffline(false);
  }
  // Online again the search runs and the profile's controls work.
  await expect(page.getByRole('status').filter({ hasText: reason })).toHaveCount(0);
  await page.goBack();
  await expect(follow).toBeEnabled({ timeout: 20_000 });
  await expect(follow).not.toHaveAccessibleDescription(reason);
  await expect(mute).toBeEnabled();
});

test('offline, a followed person’s “Notify me of posts” and the private note need the server too', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  await signInOnce(page, TOKENS.member);
  // juniper follows amara in the seed; Akkoma offers subscriptions.
  await page.goto('/amara');
  const notify = page.getByRole('button', { name: /^(Notify me of posts|Stop notifying me)/ });
  const note = page.getByRole('textbox', { name: /^Private note about/ });
  await expect(notify).toBeEnabled({ timeout: 20_000 });
  await expect(note).toBeEditable();

  await goOffline(page);
  try {
    await expect(notify).toBeDisabled();
    await expect(notify).toHaveAccessibleDescription(reason);
    await expect(note).not.toBeEditable();
  } finally {
    await context.setOffline(false);
  }
  await expect(notify).toBeEnabled({ timeout: 20_000 });
  await expect(note).toBeEditable();
});
