import type { APIRequestContext, Page } from '@playwright/test';
import { findAxeViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { signInWithToken, TOKENS } from './support/session';
import { setPreferences, waitForListener } from './support/stream';

test.describe.configure({ mode: 'serial', timeout: 90_000 });

test.beforeEach(async ({ request }) => {
  await request.post('/__control/reset');
});

async function notify(
  request: APIRequestContext,
  data: Record<string, string>,
): Promise<{ id: string; status: { id: string } | null }> {
  const response = await request.post('/__control/stream/notification', {
    data: { to: 'juniper', from: 'amara', ...data },
  });
  return (
    (await response.json()) as { notification: { id: string; status: { id: string } | null } }
  ).notification;
}

const panel = (page: Page) => page.getByRole('region', { name: /^Notifications/ });
const list = (page: Page) => panel(page).getByRole('list', { name: 'Notifications' });
const unseenCount = async (page: Page) => {
  const label = panel(page).getByText(/^\d+ unseen$/);
  if ((await label.count()) === 0) return 0;
  const text = (await label.textContent()) ?? '';
  const match = /(\d+) unseen/.exec(text);
  return match ? Number(match[1]) : 0;
};
const titleCount = async (page: Page) => {
  const match = /^\((\d+)\) /.exec(await page.title());
  return match ? Number(match[1]) : 0;
};

/** Signs the member in on /main/all and waits for the panel's first page and the stream. */
async function openPanelWithStream(page: Page, request: APIRequestContext) {
  await signInWithToken(page, TOKENS.member);
  await page.goto('/main/all');
  // The first page of a fresh instance can take a while on a busy machine.
  await expect(list(page).getByRole('listitem').first()).toBeVisible({ timeout: 20_000 });
  await waitForListener(request, 'user');
}

test('every streamed type appears with its text and raises the badge; read clears it', async ({
  page,
  request,
}) => {
  await openPanelWithStream(page, request);
  const before = await unseenCount(page);
  const badge = panel(page).getByText(/^\d+ unseen$/);
  const cases: [Record<string, string>, RegExp][] = [
    [{ type: 'like' }, /favourited your post/],
    [{ type: 'repeat' }, /repeated your post/],
    [{ type: 'mention' }, /mentioned you/],
    [{ type: 'reaction', emoji: '🔥' }, /reacted with 🔥/],
    [{ type: 'poll' }, /poll has ended/],
    [{ type: 'move', target: 'wren' }, /moved to @wren/],
    [{ type: 'follow_request' }, /wants to follow you/],
  ];
  let n = 0;
  for (const [data, text] of cases) {
    await notify(request, data);
    n += 1;
    await expect(list(page).getByRole('listitem').filter({ hasText: text }).first()).toBeVisible();
    await expect.poll(() => unseenCount(page)).toBe(before + n);
  }
  await expect(badge).toHaveCount(1);
  await expect(panel(page).getByRole('button', { name: 'Approve Amara' }).first()).toBeVisible();
  expect(await findAxeViolations(page)).toEqual([]);

  // The title counts unseen notifications plus unread announcements.
  const titleBefore = await titleCount(page);
  expect(titleBefore).toBeGreaterThanOrEqual(before + n);
  await panel(page).getByRole('button', { name: 'Mark as read' }).click();
  await expect(badge).toHaveCount(0);
  await expect.poll(() => titleCount(page)).toBe(titleBefore - (before + n));
  // The server agrees: a reload shows nothing unseen.
  await page.reload();
  await expect(list(page).getByRole('listitem').first()).toBeVisible();
  await expect(badge).toHaveCount(0);
});

test('a mention shows the whole post with its actions; a like only recalls the post', async ({
  page,
  request,
}) => {
  await openPanelWithStream(page, request);
  const mention = await notify(request, { type: 'mention' });
  const row = list(page)
    .getByRole('listitem')
    .filter({ hasText: /mentioned you/ })
    .first();
  const post = row.getByRole('article', { name: /Injected mention/ });
  await expect(post).toBeVisible();
  await expect(post.getByRole('button', { name: /^Reply/ })).toBeVisible();
  const favourite = post.getByRole('button', { name: /^Favourite/ });
  await favourite.click();
  await expect(favourite).toHaveAttribute('aria-pressed', 'true');
  await expect
    .poll(async () => {
      const response = await request.get(`/api/v1/statuses/${mention.status?.id}`, {
        headers: { authorization: `Bearer ${TOKENS.member}` },
      });
      return ((await response.json()) as { favourited: boolean }).favourited;
    })
    .toBe(true);

  await notify(request, { type: 'like' });
  const like = list(page)
    .getByRole('listitem')
    .filter({ hasText: /favourited your post/ })
    .first();
  await expect(like.getByRole('link').last()).toBeVisible();
  await expect(like.getByRole('article')).toHaveCount(0);
  expect(await findAxeViolations(page)).toEqual([]);
});

test('with streaming off a new one arrives by the 20 s poll; the favicon shows a badge; dismiss removes one', async ({
  page,
  request,
}) => {
  // The page's clock moves over the poll's 20 s rather than the test waiting them out.
  await page.clock.install();
  await setPreferences(page, { streaming: false });
  await signInWithToken(page, TOKENS.member);
  await page.goto('/main/all');
  await expect(list(page).getByRole('listitem').first()).toBeVisible({ timeout: 20_000 });
  const icon = () =>
    page.evaluate(() => document.querySelector<HTMLLinkElement>('link[rel~="icon"]')?.href ?? '');
  // Seeded unseen notifications: the favicon is redrawn with a badge.
  await expect.poll(icon).toMatch(/^data:image\/png/);

  await notify(request, { type: 'follow', from: 'priya' });
  const follow = list(page)
    .getByRole('listitem')
    .filter({ hasText: /Priya Raman followed you/ });
  await page.clock.fastForward(20_000);
  await expect(follow).toHaveCount(1, { timeout: 25_000 });

  await follow.getByRole('button', { name: 'Dismiss notification' }).click();
  await expect(follow).toHaveCount(0);
  const badged = await icon();
  await panel(page).getByRole('button', { name: 'Mark as read' }).click();
  // Only the unread announcements are counted now: the badge is redrawn with that number.
  await expect.poll(icon).not.toBe(badged);
  await page.reload();
  await expect(list(page).getByRole('listitem').first()).toBeVisible();
  await expect(follow).toHaveCount(0);
});

test('load older reveals loaded ones first, then fetches older', async ({ page, request }) => {
  await signInWithToken(page, TOKENS.member);
  const olderFetches: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/v1/notifications?') && r.url().includes('max_id='))
      olderFetches.push(r.url());
  });
  await page.goto('/main/all');
  const items = list(page).getByRole('listitem');
  await expect(items.first()).toBeVisible();
  await expect(items).toHaveCount(20);
  const loadOlder = panel(page).getByRole('button', { name: 'Load older notifications' });
  await loadOlder.click();
  await expect(items).toHaveCount(40);
  expect(olderFetches).toHaveLength(1);
  // Mark as seen goes back to 30 shown; the next click only reveals the 10 already loaded.
  const read = panel(page).getByRole('button', { name: 'Mark as read' });
  if (await read.isVisible()) await read.click();
  else await page.evaluate(() => undefined);
  await expect(items).toHaveCount(30);
  await loadOlder.click();
  await expect(items).toHaveCount(40);
  expect(olderFetches).toHaveLength(1);
  await loadOlder.click();
  await expect.poll(() => olderFetches.length).toBe(2);
  void request;
});

test('filters hide and show a type', async ({ page, request }) => {
  await openPanelWithStream(page, request);
  await notify(request, { type: 'like' });
  const likes = list(page)
    .getByRole('listitem')
    .filter({ hasText: /favourited your post/ });
  await expect(likes.first()).toBeVisible();
  await panel(page).getByRole('button', { name: 'Filter notifications' }).click();
  await page.getByRole('checkbox', { name: 'Favourites' }).uncheck();
  await expect(likes).toHaveCount(0);
  await page.getByRole('checkbox', { name: 'Favourites' }).check();
  await expect(likes.first()).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('checkbox', { name: 'Favourites' })).toHaveCount(0);
});

test('a locked account approves and denies requests in the panel and on /friend-requests', async ({
  page,
}) => {
  await signInWithToken(page, TOKENS.locked);
  await page.goto('/main/all');
  const requests = list(page)
    .getByRole('listitem')
    .filter({ hasText: /wants to follow you/ });
  await expect(requests).toHaveCount(3);
  const nav = page.getByRole('link', { name: /Follow requests/ });
  await expect(nav).toContainText('3');

  const first = requests.first();
  const name = (await first.getByRole('link').first().textContent()) ?? '';
  await first.getByRole('button', { name: /^Approve/ }).click();
  await expect(requests).toHaveCount(2);
  await expect(
    list(page)
      .getByRole('listitem')
      .filter({ hasText: `${name} followed you` }),
  ).toHaveCount(1);
  await expect(nav).toContainText('2');

  await requests.first().getByRole('button', { name: /^Deny/ }).click();
  await expect(requests).toHaveCount(1);
  await expect(nav).toContainText('1');

  await nav.click();
  await expect(page.getByRole('heading', { name: 'Follow requests', level: 1 })).toBeVisible();
  const main = page.getByRole('main');
  await expect(main.getByRole('listitem')).toHaveCount(1);
  expect(await findAxeViolations(page)).toEqual([]);
  await main.getByRole('button', { name: /^Approve/ }).click();
  await expect(main.getByText('No pending follow requests')).toBeVisible();
  await expect(requests).toHaveCount(0);
});

test('approve asks first when modalOnApproveFollow is on', async ({ page }) => {
  await page.addInitScript(() => {
    window.localStorage.setItem(
      'petrel:preferences',
      JSON.stringify({ state: { values: { modalOnApproveFollow: true } }, version: 0 }),
    );
  });
  await signInWithToken(page, TOKENS.locked);
  await page.goto('/friend-requests');
  const main = page.getByRole('main');
  await expect(main.getByRole('listitem')).toHaveCount(3);
  await main
    .getByRole('button', { name: /^Approve/ })
    .first()
    .click();
  const dialog = page.getByRole('alertdialog', { name: 'Approve follow request?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(main.getByRole('listitem')).toHaveCount(3);
  await main
    .getByRole('button', { name: /^Approve/ })
    .first()
    .click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Approve' }).click();
  await expect(main.getByRole('listitem')).toHaveCount(2);
});

test('the mobile drawer opens from the bell, closes by swipe and marks seen', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInWithToken(page, TOKENS.member);
  await page.goto('/main/all');
  await waitForListener(request, 'user');
  await notify(request, { type: 'mention' });
  const bell = page.getByRole('button', { name: 'Notifications, unseen' });
  await expect(bell).toBeVisible();
  await bell.click();
  const drawer = page.getByRole('dialog', { name: 'Notifications' });
  await expect(drawer.getByRole('listitem').first()).toBeVisible();
  expect(await findAxeViolations(page)).toEqual([]);
  // A swipe to the right of more than 50 px closes it.
  await drawer.evaluate((el) => {
    const touch = (x: number) => new Touch({ identifier: 1, target: el, clientX: x, clientY: 300 });
    el.dispatchEvent(
      new TouchEvent('touchstart', {
        bubbles: true,
        touches: [touch(100)],
        changedTouches: [touch(100)],
      }),
    );
    el.dispatchEvent(
      new TouchEvent('touchend', { bubbles: true, touches: [], changedTouches: [touch(180)] }),
    );
  });
  await expect(drawer).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();

  // The close button and a route change close it too.
  await page.getByRole('button', { name: 'Notifications', exact: true }).click();
  await expect(drawer).toBeVisible();
  await drawer.getByRole('button', { name: 'Close notifications' }).click();
  await expect(drawer).toHaveCount(0);
  await page.getByRole('button', { name: 'Notifications', exact: true }).click();
  await expect(drawer).toBeVisible();
  // Following a link inside it changes the route, which closes it.
  await drawer
    .getByRole('listitem')
    .filter({ hasText: /mentioned you/ })
    .first()
    .getByRole('link', { name: 'Amara Osei' })
    .first()
    .click();
  await expect(page).toHaveURL(/\/amara$/);
  await expect(drawer).toHaveCount(0);
});

test('the interactions page has its tabs', async ({ page }) => {
  await signInWithToken(page, TOKENS.member);
  await page.goto('/users/juniper/interactions');
  await expect(page.getByRole('heading', { name: 'Interactions', level: 1 })).toBeVisible();
  const tabs = page.getByRole('tablist', { name: 'Interactions' }).getByRole('tab');
  // The seeded account follows moves, so there is no moves tab.
  await expect(tabs).toHaveText(['Mentions', 'Favourites and repeats', 'Follows']);
  const panelEl = page.getByRole('tabpanel');
  await expect(panelEl.getByRole('listitem').first()).toContainText('mentioned you');
  await tabs.nth(1).click();
  await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
  await expect(
    panelEl
      .getByRole('listitem')
      .filter({ hasText: /favourited|repeated/ })
      .first(),
  ).toBeVisible();
  await tabs.nth(1).press('ArrowRight');
  await expect(tabs.nth(2)).toBeFocused();
  await expect(panelEl.getByRole('listitem').first()).toContainText('followed you');
  expect(await findAxeViolations(page)).toEqual([]);
});

test('a failed fetch shows the notifications.error notice and the panel offers a retry', async ({
  page,
  request,
}) => {
  await request.post('/__control/fail', {
    // The first fetch and the one when the stream joins.
    data: { status: 500, count: 2, path: '/api/v1/notifications' },
  });
  await signInWithToken(page, TOKENS.member);
  await page.goto('/main/all');
  await expect(page.getByText('Error fetching notifications: Internal Server Error')).toBeVisible();
  await panel(page).getByRole('button', { name: 'Try again' }).click();
  await expect(list(page).getByRole('listitem').first()).toBeVisible();
  // The notice goes away by itself after 5 s.
  await expect(page.getByText('Error fetching notifications: Internal Server Error')).toHaveCount(
    0,
    { timeout: 8000 },
  );
});

test('between 800 and 1280 px the panel sits in the sidebar and works there', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 1024, height: 900 });
  await signInWithToken(page, TOKENS.member);
  await page.goto('/main/all');
  const sidebar = page.getByRole('complementary', { name: 'Sidebar' });
  const inSidebar = sidebar.getByRole('region', { name: /^Notifications/ });
  await expect(inSidebar.getByRole('list', { name: 'Notifications' })).toBeVisible();
  // One panel only: no third column at this width.
  await expect(page.getByRole('region', { name: /^Notifications/ })).toHaveCount(1);
  await waitForListener(request, 'user');
  await notify(request, { type: 'follow', from: 'priya' });
  await expect(
    inSidebar.getByRole('listitem').filter({ hasText: /Priya Raman followed you/ }),
  ).toHaveCount(1);
  await expect(inSidebar.getByText(/^\d+ unseen$/)).toHaveCount(1);
  await inSidebar.getByRole('button', { name: 'Mark as read' }).click();
  await expect(inSidebar.getByText(/^\d+ unseen$/)).toHaveCount(0);
});

test('with the third column off the wide layout shows the panel in the sidebar', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await setPreferences(page, { thirdColumnMode: 'none' });
  await signInWithToken(page, TOKENS.member);
  await page.goto('/main/all');
  const sidebar = page.getByRole('complementary', { name: 'Sidebar' });
  await expect(
    sidebar
      .getByRole('region', { name: /^Notifications/ })
      .getByRole('listitem')
      .first(),
  ).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'Notifications' })).toHaveCount(0);
  await expect(page.getByRole('region', { name: /^Notifications/ })).toHaveCount(1);
});

test("load older on a short list fetches once more, then reads 'No more notifications'", async ({
  page,
  request,
}) => {
  await request.post('/api/v1/notifications/clear', {
    headers: { authorization: `Bearer ${TOKENS.member}` },
  });
  await notify(request, { type: 'follow', from: 'priya' });
  await notify(request, { type: 'like' });
  await signInWithToken(page, TOKENS.member);
  await page.goto('/main/all');
  const items = list(page).getByRole('listitem');
  await expect(items).toHaveCount(2);
  const loadOlder = panel(page).getByRole('button', { name: 'Load older notifications' });
  const noMore = panel(page).getByText('No more notifications');
  await expect(noMore).toHaveCount(0);
  await loadOlder.click();
  await expect(noMore).toBeVisible();
  await expect(loadOlder).toHaveCount(0);
  await expect(items).toHaveCount(2);
});

test('relative times in the rows refresh every 60 s', async ({ page, request }) => {
  await page.clock.install();
  await openPanelWithStream(page, request);
  await notify(request, { type: 'follow', from: 'priya' });
  const row = list(page)
    .getByRole('listitem')
    .filter({ hasText: /Priya Raman followed you/ });
  await expect(row).toContainText(/just now|\d+ sec\. ago/);
  await page.clock.fastForward(60_000);
  await expect(row).toContainText('1 min. ago');
  await page.clock.fastForward(60_000);
  await expect(row).toContainText('2 min. ago');
});
