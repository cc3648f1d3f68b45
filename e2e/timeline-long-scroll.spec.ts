import { expect, test, type Page } from './support/fixtures';
import { signInWithToken, TOKENS } from './support/session';
import { injectStatuses, jobDone, setPreferences } from './support/stream';

/**
 * Issue 28 item 4: a long scroll stays flat. Rows far from the viewport are one gap of their
 * height, not a box each, so the document holds about the same number of elements after 200
 * statuses as after 20; keys, focus and feed positions keep working across the gaps.
 */
test.setTimeout(180_000);

const COUNT = 200;

const feed = (page: Page) => page.getByRole('feed', { name: 'Home' });

/** The highest feed position in the document, and how many rows the feed holds as elements. */
function figures(page: Page): Promise<{ last: number; children: number; nodes: number }> {
  return page.evaluate(() => {
    const list = document.querySelector('[role="feed"]');
    let last = 0;
    for (const a of list?.querySelectorAll('article[aria-posinset]') ?? [])
      last = Math.max(last, Number(a.getAttribute('aria-posinset')));
    return {
      last,
      children: list?.children.length ?? 0,
      nodes: document.getElementsByTagName('*').length,
    };
  });
}

/**
 * Scrolls by script to the end, page after page, until `count` statuses are in the list: each
 * page is waited for by the feed growing (scrolling again at every look, as a reader would),
 * not by a fixed pause.
 */
async function loadUntil(page: Page, count: number): Promise<void> {
  for (let i = 0; i < 60 && (await figures(page)).last < count; i++) {
    const before = (await figures(page)).last;
    await expect
      .poll(
        async () => {
          await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
          return (await figures(page)).last;
        },
        { timeout: 20_000 },
      )
      .toBeGreaterThan(before);
    await expect(feed(page)).toHaveAttribute('aria-busy', 'false', { timeout: 20_000 });
  }
  expect((await figures(page)).last).toBeGreaterThanOrEqual(count);
}

async function open(page: Page, request: Parameters<typeof injectStatuses>[0]): Promise<void> {
  const job = await injectStatuses(request, {
    count: COUNT,
    rate: 10_000,
    account: 'amara',
    text: 'Long scroll {n}',
  });
  while (!(await jobDone(request, job.id))) await page.waitForTimeout(100);
  await signInWithToken(page, TOKENS.member);
  await page.goto('/main/friends');
  await expect(feed(page).getByRole('article').first()).toBeVisible();
  await expect(feed(page)).toHaveAttribute('aria-busy', 'false');
}

/** The feed position of the status holding focus. */
function focusedPosition(page: Page): Promise<number> {
  return page.evaluate(() =>
    Number(document.activeElement?.closest('article')?.getAttribute('aria-posinset') ?? -1),
  );
}

test('200 statuses by "Load older" keep the document as small as 20 did', async ({
  page,
  request,
}) => {
  await request.post('/__control/reset');
  await open(page, request);
  await loadUntil(page, 40);
  const early = await figures(page);
  await loadUntil(page, COUNT);
  const late = await figures(page);
  // One box per status before issue 28: 200 children and growing with every page.
  expect(late.children).toBeLessThan(60);
  expect(late.nodes).toBeLessThan(early.nodes + 400);

  // Down the list and back, positions stay whole: what is rendered is one contiguous run.
  for (const fraction of [0.5, 0.2, 0]) {
    await page.evaluate(
      (f) => window.scrollTo(0, (document.documentElement.scrollHeight - innerHeight) * f),
      fraction,
    );
    await page.waitForTimeout(300);
    const positions = await feed(page)
      .getByRole('article')
      .evaluateAll((els) => els.map((el) => Number(el.getAttribute('aria-posinset'))));
    expect(positions.length).toBeGreaterThan(0);
    positions.forEach((p, i) => expect(p).toBe((positions[0] ?? 0) + i));
    expect((await figures(page)).children).toBeLessThan(60);
  }
  // Back at the top, the newest status is first and in view.
  await expect(feed(page).getByRole('article').first()).toHaveAccessibleName(
    new RegExp(`Long scroll ${String(COUNT).padStart(5, '0')}`),
  );
  await expect(feed(page).getByRole('article').first()).toBeInViewport();

  // j walks status by status through rows that were gaps a moment ago.
  await page.locator('body').press('j', { delay: 50 });
  await expect.poll(() => focusedPosition(page), { timeout: 15_000 }).toBe(1);
  for (let i = 2; i <= 30; i++) {
    await page.keyboard.press('j');
    await expect.poll(() => focusedPosition(page)).toBe(i);
  }
  // The status holding focus stays in the document however far the reader scrolls away, and
  // k goes on from it.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight * 0.8));
  await page.waitForTimeout(500);
  expect(await focusedPosition(page)).toBe(30);
  await page.keyboard.press('k');
  await expect.poll(() => focusedPosition(page)).toBe(29);
  await expect(page.locator('#main article:focus')).toBeInViewport();

  // End goes to the end of the list: its last rows are there, and older ones load.
  const before = (await figures(page)).last;
  await page.locator('body').press('End');
  await expect
    .poll(async () => (await figures(page)).last, { timeout: 20_000 })
    .toBeGreaterThan(before);
});

test('with virtual scrolling off, every status stays in the document', async ({
  page,
  request,
}) => {
  await request.post('/__control/reset');
  await setPreferences(page, { virtualScrolling: false });
  await open(page, request);
  await loadUntil(page, 60);
  const { last, children } = await figures(page);
  expect(children).toBe(last);
  // Find in page reaches the first status from the end of the list.
  await expect(
    feed(page).getByRole('article', {
      name: new RegExp(`Long scroll ${String(COUNT).padStart(5, '0')}`),
    }),
  ).toHaveCount(1);
});
