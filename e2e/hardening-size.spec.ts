import { expect, test, type Page } from './support/fixtures';
import { resetInstance, setPreferences } from './support/statuses';

// Issue 29, item 4: markup that once froze the tab. The fake instance makes a post of 100,000
// unclosed <b> (300 KB) and a conversation of 5,000 replies (POST /__control/hostile/oversized).
// The page's own long-task observer says how long the main thread was held.

interface OversizedPlacement {
  post: string;
  conversation: string;
  replies: string[];
}

/** The longest task allowed while the oversized post shows (issue 29's acceptance). */
const LONGEST_TASK_MS = 200;
/**
 * On a timeline the page of twenty posts around it is rendered in the same task: 150 to 450 ms
 * on this two-core machine when eight builds share it (issue 28's area). The post alone is
 * held to 200 ms in the conversation test; here, leeway for the page, far below the 19 s the
 * post once took.
 */
const LONGEST_TIMELINE_TASK_MS = 1_000;

test.describe.configure({ mode: 'serial' });
test.use({ viewport: { width: 1440, height: 900 } });
test.setTimeout(90_000);

let placed: OversizedPlacement;

test.beforeAll(async ({ request }) => {
  await resetInstance(request);
  const response = await request.post('/__control/hostile/oversized');
  expect(response.ok()).toBe(true);
  placed = (await response.json()) as OversizedPlacement;
});

test.afterAll(async ({ request }) => {
  await resetInstance(request);
});

async function watchLongTasks(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const tasks: number[] = [];
    Object.defineProperty(window, '__longTasks', { value: tasks });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) tasks.push(Math.round(entry.duration));
    }).observe({ type: 'longtask', buffered: true });
  });
}

/**
 * Goes to `path` inside the running app, after its start-up, so the tasks measured are the
 * page's and not the loading of the client's code.
 */
async function openInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    (window as unknown as { __longTasks: number[] }).__longTasks.length = 0;
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

async function longestTask(page: Page): Promise<number> {
  // Long-task entries reach the observer after the task; give them a moment.
  await page.waitForTimeout(500);
  const tasks = await page.evaluate(
    () => (window as unknown as { __longTasks: number[] }).__longTasks,
  );
  return Math.max(0, ...tasks);
}

async function startQuietly(page: Page): Promise<void> {
  await watchLongTasks(page);
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 30_000 });
  // Let the start-up's own work (fonts, the first fetches) finish before measuring.
  await page.waitForLoadState('networkidle');
}

test('the 300 KB post is refused in its conversation without holding the main thread', async ({
  page,
}) => {
  await startQuietly(page);
  await openInApp(page, `/notice/${placed.post}`);
  const article = page.locator(`article[data-status-id="${placed.post}"]`);
  await expect(article.getByText('This post is too large to display')).toBeVisible({
    timeout: 30_000,
  });
  await expect(article.getByRole('link', { name: 'Open on the original server' })).toHaveAttribute(
    'href',
    /^http/,
  );
  expect(await longestTask(page)).toBeLessThan(LONGEST_TASK_MS);
  await page.screenshot({ path: 'test-results/hardening-size-too-large-1440.png' });
  await page.setViewportSize({ width: 390, height: 800 });
  await page.screenshot({ path: 'test-results/hardening-size-too-large-390.png' });
});

test('the 300 KB post is refused on the timeline without holding the main thread', async ({
  page,
}) => {
  await startQuietly(page);
  await openInApp(page, '/main/all');
  const article = page.getByRole('feed').locator(`article[data-status-id="${placed.post}"]`);
  await expect(article.getByText('This post is too large to display')).toBeVisible({
    timeout: 30_000,
  });
  expect(await longestTask(page)).toBeLessThan(LONGEST_TIMELINE_TASK_MS);
});

/**
 * A conversation of 5,000 replies once held the main thread 11 s at normal speed. Reading and
 * normalising the 5,000 statuses of the context reply is still one task (the wire layer's,
 * about 0.7 s on this two-core machine when it is quiet, two to three times that when eight
 * builds share it). The count of rendered posts below is the load-free check.
 */
const LONGEST_CONVERSATION_TASK_MS = 4_000;

for (const display of ['linear', 'tree'] as const) {
  test(`${display}: a conversation of 5,000 replies shows in parts`, async ({ page }) => {
    await setPreferences(page, { conversationDisplay: display });
    await startQuietly(page);
    await openInApp(page, `/notice/${placed.conversation}`);
    const articles = page.locator('.conversation article');
    await expect(articles.first()).toBeVisible({ timeout: 30_000 });
    const first = await articles.count();
    expect(first).toBeLessThan(150);
    expect(await longestTask(page)).toBeLessThan(LONGEST_CONVERSATION_TASK_MS);
    await page.getByRole('button', { name: 'Show more posts' }).click();
    await expect.poll(() => articles.count()).toBeGreaterThan(first);
  });

  test(`${display}: deep in a long chain, the highlighted post is in view and earlier posts come on request`, async ({
    page,
  }) => {
    await setPreferences(page, { conversationDisplay: display });
    await startQuietly(page);
    const target = placed.replies[placed.replies.length - 21]!;
    await openInApp(page, `/notice/${target}`);
    const focused = page.locator(`article[data-status-id="${target}"]`);
    await expect(focused).toBeInViewport({ timeout: 30_000 });
    await expect(focused.getByText('Reply 4980', { exact: true })).toBeVisible();
    await page.setViewportSize({ width: 390, height: 800 });
    const articles = page.locator('.conversation article');
    if (display === 'tree') {
      // The tree keeps every parent of what it shows: the whole way up is there already.
      await expect(
        page.getByText('A conversation of 5000 replies', { exact: true }),
      ).toBeAttached();
      await expect(page.getByRole('button', { name: 'Show earlier posts' })).toHaveCount(0);
      await focused.scrollIntoViewIfNeeded();
      await page.screenshot({ path: 'test-results/hardening-size-tree-chain-390.png' });
      return;
    }
    const first = await articles.count();
    const earlier = page.getByRole('button', { name: 'Show earlier posts' });
    await earlier.scrollIntoViewIfNeeded();
    await page.screenshot({ path: 'test-results/hardening-size-linear-earlier-390.png' });
    await earlier.click();
    await expect.poll(() => articles.count()).toBeGreaterThan(first);
  });
}
