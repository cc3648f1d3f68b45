import { expect, test } from './support/fixtures';
import { signInWithToken, TOKENS } from './support/session';
import {
  dropSockets,
  injectStatuses,
  jobDone,
  setPreferences,
  waitForListener,
} from './support/stream';

test.describe.configure({ mode: 'serial', timeout: 60_000 });

test.beforeEach(async ({ request }) => {
  await request.post('/__control/reset');
});

const feed = (page: import('@playwright/test').Page) => page.getByRole('feed', { name: 'Home' });

test('new posts wait behind the load button and the . key when the reader is down the page', async ({
  page,
  request,
}) => {
  await signInWithToken(page, TOKENS.member);
  await page.goto('/main/friends');
  await expect(feed(page).getByRole('article').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Up to date' })).toBeDisabled();
  await waitForListener(request, 'user');
  await page.mouse.wheel(0, 1500);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
  await injectStatuses(request, { count: 2, account: 'amara', text: 'Queued news {n}' });
  const button = page.getByRole('button', { name: 'Show 2 new posts' });
  await expect(button).toBeVisible();
  await expect(page.getByRole('article', { name: /Queued news 00002/ })).toHaveCount(0);
  await button.click();
  await expect(page.getByRole('article', { name: /Queued news 00002/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Up to date' })).toBeVisible();

  // The '.' key does the same, but not while typing.
  await page.mouse.wheel(0, 1500);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
  await injectStatuses(request, { count: 1, account: 'amara', text: 'Dotted news {n}' });
  await expect(page.getByRole('button', { name: 'Show 1 new post' })).toBeVisible();
  // While typing in a text field, '.' is just a character.
  const field = page.getByRole('searchbox').or(page.getByRole('textbox')).first();
  if ((await field.count()) > 0 && (await field.isVisible())) {
    await field.focus();
    await page.keyboard.press('.');
    await expect(page.getByRole('button', { name: 'Show 1 new post' })).toBeVisible();
    await field.blur();
  }
  await page.locator('body').press('.');
  await expect(page.getByRole('article', { name: /Dotted news 00001/ })).toBeVisible();
});

const anyNewPosts = (page: import('@playwright/test').Page) =>
  page.getByRole('button', { name: /^Show \d+ new posts?$/ });

test('a new post the reader’s filters hide is not counted behind the load button', async ({
  page,
  request,
}) => {
  await setPreferences(page, { muteWords: ['zucchini'], hideFilteredStatuses: true });
  await signInWithToken(page, TOKENS.member);
  await page.goto('/main/friends');
  await expect(feed(page).getByRole('article').first()).toBeVisible();
  await waitForListener(request, 'user');
  await page.mouse.wheel(0, 1500);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
  await injectStatuses(request, { count: 1, account: 'amara', text: 'Zucchini glut {n}' });
  await injectStatuses(request, { count: 1, account: 'amara', text: 'Plain news {n}' });
  // The hidden post came first: counted, the button would read "Show 2 new posts".
  await expect(anyNewPosts(page)).toHaveAccessibleName('Show 1 new post');
  await anyNewPosts(page).click();
  await expect(page.getByRole('article', { name: /Plain news 00001/ })).toBeVisible();
  await expect(page.getByRole('article', { name: /Zucchini glut/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Up to date' })).toBeVisible();

  // The same count when home opens at the saved reading position with both posts above it
  // (they come in one page, so no timing decides what is counted). The page is left first, so
  // the position it saves as it goes does not overwrite the one set here.
  await page.goto('about:blank');
  const auth = { authorization: `Bearer ${TOKENS.member}` };
  const top = (await (
    await request.get('/api/v1/timelines/home?limit=1', { headers: auth })
  ).json()) as { id: string }[];
  await request.post('/api/v1/markers', {
    headers: auth,
    data: { home: { last_read_id: top[0]?.id } },
  });
  const hidden = await injectStatuses(request, { account: 'amara', text: 'Zucchini again {n}' });
  const plain = await injectStatuses(request, { account: 'amara', text: 'More news {n}' });
  await expect.poll(() => jobDone(request, hidden.id)).toBe(true);
  await expect.poll(() => jobDone(request, plain.id)).toBe(true);
  await page.goto('/main/friends');
  await expect(anyNewPosts(page)).toHaveAccessibleName('Show 1 new post');
});

test('streamed posts show by themselves at the top', async ({ page, request }) => {
  await signInWithToken(page, TOKENS.member);
  await page.goto('/main/friends');
  await expect(feed(page).getByRole('article').first()).toBeVisible();
  await waitForListener(request, 'user');
  await injectStatuses(request, { count: 1, account: 'amara', text: 'Fresh at the top {n}' });
  await expect(feed(page).getByRole('article').first()).toHaveAccessibleName(
    /Fresh at the top 00001/,
  );
  await expect(page.getByRole('button', { name: 'Up to date' })).toBeVisible();
});

// Issue 24 item 5: "within 15 px of the top" is the page's scroll position, not the feed's edge,
// which sits some 130 px down the page below the header bar and the panel heading.
test('a post streamed 100 px down the page is counted, not shown, and the page stays', async ({
  page,
  request,
}) => {
  await signInWithToken(page, TOKENS.member);
  await page.goto('/main/friends');
  await expect(feed(page).getByRole('article').first()).toBeVisible();
  await expect(feed(page)).toHaveAttribute('aria-busy', 'false');
  await waitForListener(request, 'user');
  await page.evaluate(() => window.scrollTo(0, 0));
  await injectStatuses(request, { count: 1, account: 'amara', text: 'At the very top {n}' });
  await expect(feed(page).getByRole('article').first()).toHaveAccessibleName(
    /At the very top 00001/,
  );
  await expect(page.getByRole('button', { name: 'Up to date' })).toBeVisible();

  // The settings-sync notices above the list go on their own timers (up to 5 s); one going
  // while the reader is 100 px down brings the page within 15 px of the top, where posts show
  // by themselves (document 2 §4). Wait for them to go first.
  await expect(page.getByRole('status').filter({ hasText: /settings/i })).toHaveCount(0, {
    timeout: 15_000,
  });
  await page.evaluate(() => window.scrollTo(0, 100));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  // The page stays: the row in view does not move. Not `scrollY`: the settings-sync notices
  // above the list come and go on their own timers, and the browser's scroll anchoring keeps
  // the rows still by changing `scrollY` (it read 8 and 256 instead of 100 on a loaded machine).
  const row = feed(page).getByRole('article', { name: /At the very top 00001/ });
  const top = () => row.evaluate((el) => Math.round(el.getBoundingClientRect().top));
  const before = await top();
  await injectStatuses(request, { count: 1, account: 'amara', text: 'A little way down {n}' });
  await expect(page.getByRole('button', { name: 'Show 1 new post' })).toBeVisible();
  await expect(page.getByRole('article', { name: /A little way down 00001/ })).toHaveCount(0);
  expect(Math.abs((await top()) - before)).toBeLessThanOrEqual(1);
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
});

test('older pages load on scroll until no more posts', async ({ page }) => {
  await signInWithToken(page, TOKENS.member);
  await page.goto('/lists/1');
  const list = page.getByRole('feed', { name: 'Garden friends' });
  await expect(list.getByRole('article').first()).toBeVisible();
  const first = await list.getByRole('article').count();
  for (let i = 0; i < 30; i++) {
    if (await page.getByText('No more posts').isVisible()) break;
    await page.mouse.wheel(0, 4000);
    await page.waitForTimeout(400);
  }
  await expect(page.getByText('No more posts')).toBeVisible({ timeout: 15_000 });
  // Rows far above collapse to their height, so count positions, not rendered articles.
  const lastPosition = await list.getByRole('article').last().getAttribute('aria-posinset');
  expect(Number(lastPosition)).toBeGreaterThan(first);
});

test('a socket down for longer than 5 s with 1006 reconnects, says so, and brings what was missed', async ({
  page,
  request,
}) => {
  await signInWithToken(page, TOKENS.member);
  await page.goto('/main/friends');
  await expect(feed(page).getByRole('article').first()).toBeVisible();
  await waitForListener(request, 'user');
  // Retries at 1 s and 3 s fail; the one at 7 s joins. The notice waits 5 s (issue 25).
  expect(await dropSockets(request, 1006, 6000)).toBeGreaterThan(0);
  await expect(page.getByText(/Live updates stopped \(code 1006\)/)).toBeVisible({
    timeout: 10_000,
  });
  // Injected while the stream is down: only the catch-up after the reconnect can bring it.
  await injectStatuses(request, { count: 1, account: 'amara', text: 'Missed while down {n}' });
  await expect(page.getByText('Live updates are back')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('article', { name: /Missed while down 00001/ })).toBeVisible();
});

test('a socket dropped and back within a second says nothing, and still brings what was missed', async ({
  page,
  request,
}) => {
  await signInWithToken(page, TOKENS.member);
  await page.goto('/main/friends');
  await expect(feed(page).getByRole('article').first()).toBeVisible();
  await waitForListener(request, 'user');
  // The page's clock, installed before the drop, crosses the notice's 5 s below; its timers
  // (the notice's among them) run on as they would.
  await page.clock.install();
  expect(await dropSockets(request, 1006, 500)).toBeGreaterThan(0);
  await injectStatuses(request, { count: 1, account: 'amara', text: 'Missed in a blink {n}' });
  await expect(page.getByRole('article', { name: /Missed in a blink 00001/ })).toBeVisible({
    timeout: 15_000,
  });
  // Past the 5 s a notice would wait: neither "stopped" nor "back" was shown.
  await page.clock.fastForward(6000);
  // A notice the jump fired gets real time to render before it is looked for.
  await page.waitForTimeout(500);
  await expect(page.getByText(/Live updates stopped/)).toHaveCount(0);
  await expect(page.getByText('Live updates are back')).toHaveCount(0);
});

test("'following' reply visibility judges streamed replies by whom the reader follows", async ({
  page,
  request,
}) => {
  // The stream carries every reply; only the client can apply the rule to them (document 2 §3).
  const headers = { Authorization: `Bearer ${TOKENS.member}` };
  const idOf = async (name: string) =>
    ((await (await request.get(`/api/v1/accounts/${name}`, { headers })).json()) as { id: string })
      .id;
  const [amara, dmitri, quentin] = await Promise.all(['amara', 'dmitri', 'quentin'].map(idOf));
  await request.post(`/api/v1/accounts/${amara}/follow`, { headers });
  await request.post(`/api/v1/accounts/${dmitri}/follow`, { headers });
  await request.post(`/api/v1/accounts/${quentin}/unfollow`, { headers });
  const [toFriend] = (await injectStatuses(request, { account: 'dmitri', text: 'Dmitri asks {n}' }))
    .ids;
  const [toStranger] = (
    await injectStatuses(request, { account: 'quentin', text: 'Quentin asks {n}' })
  ).ids;

  await setPreferences(page, { replyVisibility: 'following' });
  await signInWithToken(page, TOKENS.member);
  await page.goto('/main/friends');
  await expect(feed(page).getByRole('article').first()).toBeVisible();
  await waitForListener(request, 'user');
  await injectStatuses(request, {
    account: 'amara',
    text: 'Answer to a stranger {n}',
    in_reply_to_id: toStranger,
  });
  await injectStatuses(request, {
    account: 'amara',
    text: 'Answer to a friend {n}',
    in_reply_to_id: toFriend,
  });
  await expect(feed(page).getByRole('article', { name: /Answer to a friend 00001/ })).toBeVisible();
  await expect(feed(page).getByRole('article', { name: /Answer to a stranger/ })).toHaveCount(0);
});

test('the timeline never jumps under the reader when posts arrive, change or go above', async ({
  page,
  request,
}) => {
  // Made before the page opens: the newest posts of the first page, above the reader.
  const above = (
    await injectStatuses(request, { count: 3, account: 'amara', text: 'Above the reader {n}' })
  ).ids;
  await signInWithToken(page, TOKENS.member);
  await page.goto('/main/friends');
  await expect(feed(page).getByRole('article', { name: /Above the reader 00003/ })).toBeVisible();
  await waitForListener(request, 'user');
  // A row below the three, within the first screen's window (far rows are gaps, issue 28).
  const name = (await feed(page).getByRole('article').nth(5).getAttribute('aria-label')) ?? '';
  const reading = feed(page).getByRole('article', { name, exact: true });
  const top = () => reading.evaluate((el) => Math.round(el.getBoundingClientRect().top));
  // The page must be settled before the reader is placed: rows still joining the window, the
  // signed-in action bar still loading, or the settings-sync notices coming and going above
  // the list move the rows (issue 28: on CI the row was found at 336 px). Placed, it must stay.
  await expect(feed(page)).toHaveAttribute('aria-busy', 'false');
  await expect(reading.getByRole('button', { name: /^Favourite/ })).toBeVisible();
  await expect(async () => {
    await reading.evaluate((el) => window.scrollBy(0, el.getBoundingClientRect().top - 300));
    await page.waitForTimeout(400);
    expect(await top()).toBe(300);
  }).toPass({ timeout: 15_000 });
  const stays = async () => {
    // Longer than the 100 ms stream batch and a frame for layout.
    await page.waitForTimeout(400);
    expect(Math.abs((await top()) - 300)).toBeLessThanOrEqual(1);
  };

  await injectStatuses(request, { count: 3, account: 'amara', text: 'Arrived above {n}' });
  await expect(page.getByRole('button', { name: 'Show 3 new posts' })).toBeVisible();
  await stays();

  const longer = 'A much longer text now. '.repeat(30);
  await request.post('/__control/stream/edit', { data: { id: above[0], text: longer } });
  await expect(feed(page).getByRole('article', { name: /A much longer text now/ })).toHaveCount(1);
  await stays();

  await request.post('/__control/stream/delete', { data: { id: above[1] } });
  await expect(feed(page).getByRole('article', { name: /Above the reader 00002/ })).toHaveCount(0);
  await stays();
});
