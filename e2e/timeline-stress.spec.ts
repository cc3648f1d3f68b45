import { expect, test, type Page } from './support/fixtures';
import { signInWithToken, TOKENS } from './support/session';
import { injectStatuses, jobDone, waitForListener } from './support/stream';

/**
 * Issue 5, item 5: 10,000 statuses (1,000 in `npm test`) streamed at 100 a second while the page scrolls. The page
 * must keep at most a few hundred rows (since issue 28, elements in the feed) and a JS heap
 * under 150 MB, and lose or repeat nothing.
 * Half arrive with the reader at the top (shown by themselves), half with the reader scrolled
 * down (counted behind the load button).
 */
test.setTimeout(180_000);

// `npm test` streams 1,000 (a short variant for CI's time); `npm run bench` the full 10,000.
const HALF = Number(process.env.PETREL_STRESS_HALF ?? 500);
const RATE = 100;
const MAX_ROWS = 300;
const MAX_HEAP = 150 * 1024 * 1024;

async function heapUsed(page: Page): Promise<number> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  const { metrics } = await cdp.send('Performance.getMetrics');
  await cdp.detach();
  return metrics.find((m) => m.name === 'JSHeapUsedSize')?.value ?? 0;
}

/** The stress numbers of the articles in the feed, top to bottom. */
async function stressNumbers(page: Page): Promise<number[]> {
  const labels = await page
    .getByRole('feed', { name: 'Home' })
    .getByRole('article')
    .evaluateAll((els) => els.map((el) => el.getAttribute('aria-label') ?? ''));
  return labels
    .map((label) => /Stress (\d{5})/.exec(label)?.[1])
    .filter((n): n is string => n !== undefined)
    .map(Number);
}

function expectContiguous(numbers: number[]): void {
  for (let i = 1; i < numbers.length; i++)
    expect(numbers[i], `after ${numbers[i - 1]}`).toBe((numbers[i - 1] ?? 0) - 1);
}

/** Elements in the feed: the rendered rows and the gaps standing for the others (issue 28). */
async function rows(page: Page): Promise<number> {
  return page.getByRole('feed', { name: 'Home' }).evaluate((el) => el.children.length);
}

/** The feed position of the article whose name holds `text`, or -1. */
async function positionOf(page: Page, text: string): Promise<number> {
  return page
    .getByRole('feed', { name: 'Home' })
    .evaluate(
      (el, t) =>
        Number(
          [...el.querySelectorAll('article')]
            .find((a) => a.getAttribute('aria-label')?.includes(t))
            ?.getAttribute('aria-posinset') ?? -1,
        ),
      text,
    );
}

test('10,000 streamed statuses: bounded rows and heap, nothing lost or repeated', async ({
  page,
  request,
}) => {
  await request.post('/__control/reset');
  await signInWithToken(page, TOKENS.member);
  await page.goto('/main/friends');
  const feed = page.getByRole('feed', { name: 'Home' });
  await expect(feed.getByRole('article').first()).toBeVisible();
  await waitForListener(request, 'user');
  const figures = { maxRows: 0, maxHeap: 0, maxArticles: 0 };
  const sample = async () => {
    figures.maxRows = Math.max(figures.maxRows, await rows(page));
    figures.maxArticles = Math.max(figures.maxArticles, await feed.getByRole('article').count());
    figures.maxHeap = Math.max(figures.maxHeap, await heapUsed(page));
  };
  const started = Date.now();

  // Phase 1: the reader stays at the top; posts show by themselves, the list keeps 50.
  const first = await injectStatuses(request, {
    count: HALF,
    rate: RATE,
    account: 'amara',
    text: 'Stress {n}',
  });
  while (!(await jobDone(request, first.id))) {
    await page.waitForTimeout(2000);
    await sample();
    expectContiguous(await stressNumbers(page));
  }
  await expect.poll(async () => (await stressNumbers(page))[0]).toBe(HALF);
  // Rows far below the viewport are a gap (issue 28): the first screen's window is articles.
  // They join two a frame (rowWindow.ts), so the window fills over a few frames.
  await expect.poll(async () => (await stressNumbers(page)).length).toBeGreaterThanOrEqual(8);
  const atTop = await stressNumbers(page);
  expectContiguous(atTop);

  // Phase 2: the reader scrolls below the top; posts are counted, not shown.
  await page.mouse.move(600, 400);
  await page.mouse.wheel(0, 800);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
  const second = await injectStatuses(request, {
    count: HALF,
    rate: RATE,
    account: 'amara',
    text: 'Stress {n}',
  });
  let down = true;
  while (!(await jobDone(request, second.id))) {
    await page.mouse.wheel(0, down ? 400 : -300);
    down = !down;
    await page.waitForTimeout(1000);
    await sample();
  }
  // The second job numbers from 1 again: its posts read 'Stress 00001'..'Stress 05000' too,
  // so the count behind the button is the check that each arrived exactly once.
  await expect(
    page.getByRole('button', {
      name: new RegExp(`^Show ${HALF.toLocaleString('en').replace(',', ',?')} new posts$`),
    }),
  ).toBeVisible({
    timeout: 10_000,
  });
  await sample();

  await page.locator('body').press('.');
  await expect.poll(async () => (await stressNumbers(page))[0]).toBe(HALF);
  // Showing keeps 50: the newest 50 of the second run, in order (rows far from the viewport
  // are gaps, so only the near ones are articles).
  const shown = await stressNumbers(page);
  expectContiguous(shown);

  // Older posts continue exactly below the kept ones: ...4951 then 4950 from the next page,
  // 4951 being the 50th row. The list is walked down by script until both are rendered.
  const pad = (n: number) => String(n).padStart(5, '0');
  for (let i = 0; i < 80 && (await positionOf(page, `Stress ${pad(HALF - 50)}`)) < 0; i++) {
    await page.evaluate(() => window.scrollBy(0, 600));
    await page.waitForTimeout(300);
  }
  expect(await positionOf(page, `Stress ${pad(HALF - 49)}`)).toBe(50);
  expect(await positionOf(page, `Stress ${pad(HALF - 50)}`)).toBe(51);
  const continued = await stressNumbers(page);
  expect(continued).toContain(HALF - 49);
  expect(continued).toContain(HALF - 50);
  expectContiguous(continued);
  await sample();

  const seconds = (Date.now() - started) / 1000;
  console.log(
    `stress: ${2 * HALF} statuses in ${seconds.toFixed(1)} s; max feed rows ${figures.maxRows}, ` +
      `max articles ${figures.maxArticles}, max JS heap ${(figures.maxHeap / 1048576).toFixed(1)} MB`,
  );
  expect(figures.maxRows).toBeLessThanOrEqual(MAX_ROWS);
  expect(figures.maxHeap).toBeLessThan(MAX_HEAP);
});
