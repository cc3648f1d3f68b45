import { request as playwrightRequest, type APIRequestContext, type Page } from '@playwright/test';
import { findAxeViolations } from './support/axe';
import { apiPost, sidebarForm, uniqueWord } from './support/composer';
import { expect, test } from './support/fixtures';
import { startSoftwareInstance, type RunningInstance } from './support/instance';
import { callsTo, goOffline, outboxOnDisk, signInOnce, waitingPosts } from './support/outbox';
import { TOKENS } from './support/session';
import { statusArticle } from './support/statuses';

test.use({ viewport: { width: 1440, height: 900 } });
test.describe.configure({ timeout: 120_000 });

// Offline reading and the outbox come from the service worker's cache.
test.use({ serviceWorker: 'install' });

/** A thread by marisol: a post to reply to, and an answer under it to favourite. */
async function seedThread(request: APIRequestContext, word: string) {
  const top = await apiPost(request, TOKENS.admin, { status: `Tide tables ${word}` });
  const answer = await apiPost(request, TOKENS.admin, {
    status: `Low water at noon ${word}`,
    in_reply_to_id: top.id,
  });
  return { top, answer };
}

/**
 * Offline on the thread's page: a new post from the sidebar, a reply, a favourite, in that
 * order. Each shows in place as waiting; nothing reaches the server.
 */
async function actOffline(page: Page, request: APIRequestContext, word: string) {
  const before = (await callsTo(request, '/api/v1/statuses')).length;
  await goOffline(page);

  const form = sidebarForm(page);
  await form.getByRole('textbox', { name: 'Post text' }).fill(`Written on the train ${word}`);
  await form.getByRole('button', { name: 'Post', exact: true }).click();
  // The form lets go of it: the outbox holds it now.
  await expect(form.getByRole('textbox', { name: 'Post text' })).toHaveValue('');

  await statusArticle(page, `Tide tables ${word}`)
    .getByRole('button', { name: /^Reply/ })
    .first()
    .click();
  const reply = page.getByRole('form', { name: /^Reply to/ });
  await reply.getByRole('textbox', { name: 'Post text' }).pressSequentially('thanks, noted');
  await reply.getByRole('button', { name: 'Post', exact: true }).click();
  await expect(reply).toHaveCount(0);
  // The reply waits under the thread it answers.
  const waiting = waitingPosts(page);
  await expect(waiting.getByRole('listitem')).toHaveCount(1);
  await expect(waiting.getByRole('listitem')).toContainText('thanks, noted');
  await expect(waiting.getByRole('listitem')).toContainText('Waiting to send');

  const answer = statusArticle(page, `Low water at noon ${word}`);
  const favourite = answer.getByRole('button', { name: /^Favourite/ });
  await favourite.click();
  await expect(favourite).toHaveAttribute('aria-pressed', 'true');
  await expect(answer.getByText('Favourite: waiting to send')).toBeVisible();
  await expect(favourite).toHaveAccessibleDescription('Favourite: waiting to send');

  expect((await callsTo(request, '/api/v1/statuses')).length).toBe(before);
  await expect.poll(() => outboxOnDisk(page)).toBe(3);
}

/** After coming back: the three calls reached the server once each, in the order made. */
async function expectSentOnceInOrder(request: APIRequestContext, answerId: string, since: number) {
  await expect
    .poll(async () => (await callsTo(request, '/api/v1/statuses')).slice(since).length, {
      timeout: 30_000,
    })
    .toBe(3);
  const calls = (await callsTo(request, '/api/v1/statuses')).slice(since);
  expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual([
    'POST /api/v1/statuses',
    'POST /api/v1/statuses',
    `POST /api/v1/statuses/${answerId}/favourite`,
  ]);
  // Each post carried its own idempotency key.
  expect(calls[0]!.idempotencyKey).toBeTruthy();
  expect(calls[1]!.idempotencyKey).toBeTruthy();
  expect(calls[0]!.idempotencyKey).not.toBe(calls[1]!.idempotencyKey);
}

/** The rows show their real state: the reply is a status of the thread, the favourite holds. */
async function expectRealState(page: Page, word: string) {
  await expect(waitingPosts(page)).toHaveCount(0);
  await expect(statusArticle(page.getByRole('main'), 'thanks, noted')).toBeVisible();
  const answer = statusArticle(page, `Low water at noon ${word}`);
  await expect(answer.getByRole('button', { name: /^Favourite/ })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(answer.getByText('Favourite: waiting to send')).toHaveCount(0);
}

// One setup for both reloads (they were two tests acting out the same offline thread): first a
// reload online with the calls still cut (persistence without an offline start-up), then the
// acceptance test as the issue words it: a reload offline, so start-up reads the saved account
// and conversation (issue 27 item 3) and the outbox from disk, and that page sends them.
test('offline post, reply and favourite survive a reload with the calls cut and one offline, and are sent once each, in order', async ({
  page,
  request,
}) => {
  const word = uniqueWord('outbox');
  const { top, answer } = await seedThread(request, word);
  await signInOnce(page, TOKENS.member);
  await page.goto(`/notice/${top.id}`);
  await expect(statusArticle(page, `Low water at noon ${word}`)).toBeVisible({ timeout: 30_000 });
  const since = (await callsTo(request, '/api/v1/statuses')).length;

  await actOffline(page, request, word);

  // The network is back, but posting and favouriting still fail as if cut, across a reload.
  const cut = (route: import('@playwright/test').Route) =>
    route.request().method() === 'POST' ? route.abort('internetdisconnected') : route.fallback();
  await page.route('**/api/v1/statuses', cut);
  await page.route('**/api/v1/statuses/*/favourite', cut);
  await page.context().setOffline(false);
  await page.reload();
  await expect(waitingPosts(page).getByRole('listitem')).toContainText('thanks, noted', {
    timeout: 30_000,
  });
  const again = statusArticle(page, `Low water at noon ${word}`);
  await expect(again.getByRole('button', { name: /^Favourite/ })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(again.getByText('Favourite: waiting to send')).toBeVisible();
  expect(await outboxOnDisk(page)).toBe(3);
  expect((await callsTo(request, '/api/v1/statuses')).length).toBe(since);

  // The new post waits at the top of home.
  await page.getByRole('link', { name: 'Home', exact: true }).first().click();
  await expect(waitingPosts(page).getByRole('listitem')).toHaveCount(2);
  await expect(waitingPosts(page).getByRole('listitem').first()).toContainText(
    `Written on the train ${word}`,
  );

  // Back on the thread, a reload offline keeps all three waiting.
  await page.goto(`/notice/${top.id}`);
  await expect(statusArticle(page, `Low water at noon ${word}`)).toBeVisible({ timeout: 30_000 });
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await goOffline(page);
  await page.reload();
  await expect(waitingPosts(page).getByRole('listitem')).toContainText('thanks, noted', {
    timeout: 30_000,
  });
  expect(await outboxOnDisk(page)).toBe(3);
  expect((await callsTo(request, '/api/v1/statuses')).length).toBe(since);

  // Online, the page that started offline sends each once, in order.
  await page.context().setOffline(false);
  await expectSentOnceInOrder(request, answer.id, since);
  await expect(waitingPosts(page)).toHaveCount(0);
  await page.getByRole('link', { name: 'Home', exact: true }).first().click();
  await expect(statusArticle(page.getByRole('main'), `Written on the train ${word}`)).toHaveCount(
    1,
  );
  await expect(waitingPosts(page)).toHaveCount(0);
  await page.goto(`/notice/${top.id}`);
  await expectRealState(page, word);
  expect(await outboxOnDisk(page)).toBe(0);
});

test('a post whose answer is lost is sent again from the outbox and appears once', async ({
  page,
  request,
}) => {
  const word = uniqueWord('lost');
  await signInOnce(page, TOKENS.member);
  await page.goto('/main/friends');
  await expect(page.getByRole('feed')).toHaveAttribute('aria-busy', 'false', { timeout: 30_000 });
  const since = (await callsTo(request, '/api/v1/statuses')).length;
  // The server takes the post, then cuts the connection instead of answering, once.
  await request.post('/__control/drop', {
    data: { path: '/api/v1/statuses', method: 'POST', after: true },
  });
  const form = sidebarForm(page);
  await form.getByRole('textbox', { name: 'Post text' }).fill(`Said once ${word}`);
  await form.getByRole('button', { name: 'Post', exact: true }).click();
  await expect(form.getByRole('textbox', { name: 'Post text' })).toHaveValue('');
  await expect
    .poll(async () => (await callsTo(request, '/api/v1/statuses')).slice(since).length, {
      timeout: 30_000,
    })
    .toBe(2);
  const calls = (await callsTo(request, '/api/v1/statuses')).slice(since);
  // Sent twice with one key: the server gave the same post back the second time.
  expect(calls[0]!.idempotencyKey).toBe(calls[1]!.idempotencyKey);
  await expect(waitingPosts(page)).toHaveCount(0, { timeout: 20_000 });
  const home = await request.get('/api/v1/timelines/home?limit=40', {
    headers: { authorization: `Bearer ${TOKENS.member}` },
  });
  const mine = ((await home.json()) as { content: string }[]).filter((s) =>
    s.content.includes(word),
  );
  expect(mine).toHaveLength(1);
  await expect(statusArticle(page.getByRole('main'), `Said once ${word}`)).toHaveCount(1);
});

test('a refused post stays with its message and text; retry sends it', async ({
  page,
  request,
}) => {
  const word = uniqueWord('refused');
  await signInOnce(page, TOKENS.member);
  await page.goto('/main/friends');
  await expect(page.getByRole('feed')).toHaveAttribute('aria-busy', 'false', { timeout: 30_000 });
  await goOffline(page);
  const form = sidebarForm(page);
  await form.getByRole('textbox', { name: 'Post text' }).fill(`Kept text ${word}`);
  await form.getByRole('button', { name: 'Post', exact: true }).click();
  const row = waitingPosts(page).getByRole('listitem');
  await expect(row).toContainText('Waiting to send');

  await page.screenshot({ path: 'test-results/screenshots/outbox-waiting-1440.png' });
  expect(await findAxeViolations(page)).toEqual([]);

  await request.post('/__control/fail', {
    data: { status: 422, path: '/api/v1/statuses', method: 'POST' },
  });
  await page.context().setOffline(false);
  await expect(row).toContainText('Not sent: Unprocessable entity', { timeout: 30_000 });
  await expect(row).toContainText(`Kept text ${word}`);
  await expect(row.getByRole('button', { name: 'Edit' })).toBeVisible();
  await page.screenshot({ path: 'test-results/screenshots/outbox-refused-1440.png' });
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(row).toBeVisible();
  await page.screenshot({ path: 'test-results/screenshots/outbox-refused-390.png' });
  expect(await findAxeViolations(page)).toEqual([]);

  await row.getByRole('button', { name: 'Retry' }).click();
  await expect(waitingPosts(page)).toHaveCount(0, { timeout: 30_000 });
  await expect(statusArticle(page.getByRole('main'), `Kept text ${word}`)).toHaveCount(1);
});

test('waiting rows at 390 px: a post at the top of home, a favourite with its mark', async ({
  page,
  request,
}) => {
  const word = uniqueWord('narrow');
  const { top } = await seedThread(request, word);
  await page.setViewportSize({ width: 390, height: 844 });
  await signInOnce(page, TOKENS.member);
  await page.goto(`/notice/${top.id}`);
  const answer = statusArticle(page, `Low water at noon ${word}`);
  await expect(answer).toBeVisible({ timeout: 30_000 });
  await goOffline(page);
  await answer.getByRole('button', { name: /^Favourite/ }).click();
  await expect(answer.getByText('Favourite: waiting to send')).toBeVisible();
  await answer.scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/screenshots/outbox-favourite-390.png' });
  expect(await findAxeViolations(page)).toEqual([]);
  // Cancel: the favourite is undone here and never sent.
  await answer.getByRole('button', { name: 'Cancel' }).click();
  await expect(answer.getByRole('button', { name: /^Favourite/ })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
  await expect.poll(() => outboxOnDisk(page)).toBe(0);
  await page.context().setOffline(false);
});

test.describe('on a Mastodon server', () => {
  let instance: RunningInstance;
  let control: APIRequestContext;

  test.beforeAll(async () => {
    instance = await startSoftwareInstance('mastodon');
    control = await playwrightRequest.newContext({ baseURL: instance.url });
  });

  test.afterAll(async () => {
    await control?.dispose();
    await instance?.stop();
  });

  test('offline post, reply and favourite are sent once each, in order', async ({ page }) => {
    const word = uniqueWord('mastodon');
    const { top, answer } = await seedThread(control, word);
    await signInOnce(page, TOKENS.member);
    await page.goto(`${instance.url}/notice/${top.id}`);
    await expect(statusArticle(page, `Low water at noon ${word}`)).toBeVisible({
      timeout: 30_000,
    });
    const since = (await callsTo(control, '/api/v1/statuses')).length;
    await actOffline(page, control, word);
    await page.context().setOffline(false);
    await expectSentOnceInOrder(control, answer.id, since);
    await expectRealState(page, word);
  });
});
