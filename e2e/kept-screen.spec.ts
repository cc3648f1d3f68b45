import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { TOKENS } from './support/session';
import { injectStatuses, jobDone } from './support/stream';

/**
 * Issue 27's repeat visit: the landing timeline's first screen, kept when the reader left, is
 * painted before the app mounts, without waiting for the network. The instance's answer is
 * held, and the app cannot mount without it, so what shows meanwhile can only be the kept
 * screen; released, the app's own rows take its place without moving, posts made since
 * waiting behind the load button.
 */

/** Holds the instance's answer (the app mounts only with it) until the returned call. */
async function holdAppMount(page: Page): Promise<() => void> {
  let release = () => undefined as void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/api\/v[12]\/instance$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

type Box = { id: string; x: number; y: number; width: number; height: number };

/** Each top-level status row's box on the page, by its status id, in document order. */
function rowBoxes(page: Page): Promise<Box[]> {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll('[data-status-id]'))
      .filter((row) => !row.parentElement?.closest('[data-status-id]'))
      .map((row) => {
        const { x, y, width, height } = row.getBoundingClientRect();
        return { id: row.getAttribute('data-status-id') ?? '', x, y, width, height };
      }),
  );
}

/**
 * The notifications column's items' boxes (1440 px, signed in), by their place in it: the kept
 * cover's while it stands (the app has not mounted), the app's once it went.
 */
function notificationBoxes(page: Page): Promise<Box[]> {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll('h2'))
      .filter((heading) => heading.textContent?.startsWith('Notifications'))
      .flatMap((heading) => Array.from(heading.closest('section')?.querySelectorAll('li') ?? []))
      .map((item, i) => {
        const { x, y, width, height } = item.getBoundingClientRect();
        return { id: `notification ${i}`, x, y, width, height };
      }),
  );
}

/** The app's boxes after the cover went: the kept ones, in order, each where it was. */
function expectUnmoved(own: Box[], kept: Box[]): void {
  expect(own.map((b) => b.id)).toEqual(kept.map((b) => b.id));
  own.forEach((box, i) => {
    for (const side of ['x', 'y', 'width', 'height'] as const)
      expect(Math.abs(box[side] - kept[i]![side]), `${box.id} ${side}`).toBeLessThanOrEqual(1);
  });
}

/** Signs in as the member once: the app then keeps the session as it does (an account's key). */
async function signInOnce(page: Page): Promise<void> {
  await page.addInitScript((token) => {
    try {
      if (!window.localStorage.getItem('petrel:session'))
        window.localStorage.setItem(
          'petrel:session',
          JSON.stringify({ state: { token }, version: 0 }),
        );
    } catch {
      // about:blank has no storage.
    }
  }, TOKENS.member);
}

/** Visits the timeline and leaves it as a reader does (the page's `pagehide` runs). */
async function visitAndLeave(
  page: Page,
  path = '/main/all',
  feedName = 'Federated timeline',
): Promise<string> {
  await page.goto(path);
  const feed = page.getByRole('feed', { name: feedName });
  await expect(feed).toHaveAttribute('aria-busy', 'false', { timeout: 30_000 });
  // Signed in, the notifications too: left while they load, the kept screen would show their
  // request's failure as the page's requests are cut.
  if (path === '/main/friends')
    await expect(
      page
        .getByRole('button', { name: 'Notifications, unseen' })
        .or(page.getByRole('button', { name: 'Mark as read' })),
    ).toBeVisible({ timeout: 30_000 });
  const first = await feed.getByRole('article').first().innerText();
  await page.goto('about:blank');
  return first.split('\n').find((line) => line.trim().length > 20) ?? first;
}

test.describe('the first screen kept from the last visit', () => {
  test.describe.configure({ timeout: 120_000 });

  for (const width of [390, 1440])
    test(`paints before the app runs, and the app's rows take its place unmoved (${width} px)`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 844 });
      const text = await visitAndLeave(page);
      const release = await holdAppMount(page);
      await page.goto('/main/all', { waitUntil: 'commit' });
      // The app cannot mount: the status shown can only be the kept screen's.
      await expect(page.getByText(text, { exact: false }).first()).toBeVisible({ timeout: 30_000 });
      await expect(page.getByRole('feed')).toHaveCount(0);
      const kept = await rowBoxes(page);
      expect(kept.length).toBeGreaterThan(0);
      // A press on the kept screen does nothing: it is inert, the app's controls come later.
      await page.getByText(text, { exact: false }).first().click({ force: true });
      await expect(page).toHaveURL(/\/main\/all$/);
      release();
      const feed = page.getByRole('feed', { name: 'Federated timeline' });
      await expect(feed.getByRole('article').first()).toBeVisible({ timeout: 30_000 });
      // The kept screen is gone once the app's is whole: each status once.
      await expect
        .poll(async () => (await rowBoxes(page)).filter((b) => b.id === kept[0]!.id).length, {
          timeout: 30_000,
        })
        .toBe(1);
      expectUnmoved((await rowBoxes(page)).slice(0, kept.length), kept);
    });

  test('paints before the timeline answers; a post made since waits behind the load button, no row moved', async ({
    page,
    request,
  }) => {
    await visitAndLeave(page);
    const job = await injectStatuses(request, { count: 1, text: 'Posted between two visits' });
    await expect.poll(() => jobDone(request, job.id), { timeout: 30_000 }).toBe(true);
    const release = await holdAppMount(page);
    let answerTimeline = () => undefined as void;
    const timelineHeld = new Promise<void>((resolve) => (answerTimeline = resolve));
    await page.route(/\/api\/v1\/timelines\/public/, async (route) => {
      await timelineHeld;
      await route.continue();
    });
    await page.goto('/main/all', { waitUntil: 'commit' });
    // Neither the instance nor the timeline has answered: the rows can only be the kept ones.
    await expect
      .poll(async () => (await rowBoxes(page)).length, { timeout: 30_000 })
      .toBeGreaterThan(0);
    const kept = await rowBoxes(page);
    answerTimeline();
    release();
    const feed = page.getByRole('feed', { name: 'Federated timeline' });
    await expect(page.getByRole('button', { name: 'Show 1 new post' })).toBeVisible({
      timeout: 30_000,
    });
    await expect
      .poll(async () => (await rowBoxes(page)).filter((b) => b.id === kept[0]!.id).length, {
        timeout: 30_000,
      })
      .toBe(1);
    // The app's rows open at the kept ones, where they were; the new post waits above.
    expectUnmoved((await rowBoxes(page)).slice(0, kept.length), kept);
    await expect(feed.getByText('Posted between two visits')).toHaveCount(0);
    await page.getByRole('button', { name: 'Show 1 new post' }).click();
    await expect(feed.getByText('Posted between two visits')).toBeVisible();
  });

  test('signed in at 1440 px: the notifications column stands as the app will show it', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 844 });
    await signInOnce(page);
    await visitAndLeave(page, '/main/friends', 'Home');
    const release = await holdAppMount(page);
    await page.goto('/main/friends', { waitUntil: 'commit' });
    await expect
      .poll(async () => (await notificationBoxes(page)).length, { timeout: 30_000 })
      .toBeGreaterThan(0);
    await expect(page.getByRole('feed')).toHaveCount(0);
    // Measured as the cover is painted, its stylesheets in: a busy machine let the first read
    // lay the cover out before the signed-in stylesheet had arrived (39 px off, CI).
    await page.waitForFunction(() =>
      Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')).every(
        (link) => link.sheet !== null,
      ),
    );
    const kept = (await notificationBoxes(page)).filter((box) => box.y < 844);
    release();
    await expect(page.getByRole('feed', { name: 'Home' }).getByRole('article').first()).toBeVisible(
      { timeout: 30_000 },
    );
    // The kept screen is gone once the app's is whole under it, and the app's column stands there.
    await expect(page.locator('[inert]')).toHaveCount(0, { timeout: 30_000 });
    await expect
      .poll(async () => (await notificationBoxes(page)).length, { timeout: 30_000 })
      .toBeGreaterThanOrEqual(kept.length);
    expectUnmoved((await notificationBoxes(page)).slice(0, kept.length), kept);
  });

  test('signed in at 390 px: the bell shows no unseen mark before the app knows of one', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signInOnce(page);
    await visitAndLeave(page, '/main/friends', 'Home');
    const release = await holdAppMount(page);
    await page.goto('/main/friends', { waitUntil: 'commit' });
    await expect
      .poll(async () => (await rowBoxes(page)).length, { timeout: 30_000 })
      .toBeGreaterThan(0);
    // The cover's bell is the last visit's: its unseen mark would stand until the cover went and
    // then be missing from the app's bell until its notifications answered.
    const cover = page.locator('[inert]');
    await expect(cover).toHaveCount(1);
    // The bell as the last visit left it (its label says unseen), its icon alone: no mark by it.
    const bell = cover.getByRole('button', { name: 'Notifications, unseen', includeHidden: true });
    await expect(bell).toHaveCount(1);
    await expect(bell.locator(':scope > *')).toHaveCount(1);
    await expect(bell.locator('svg')).toHaveCount(1);
    release();
    // The app marks its bell once its notifications answer (the member has unseen ones).
    await expect(page.getByRole('button', { name: 'Notifications, unseen' })).toBeVisible({
      timeout: 30_000,
    });
  });
});
