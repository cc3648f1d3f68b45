import type { Browser, Page } from '@playwright/test';
import { newBenchContext } from '../browser';
import { control, jobDone } from '../control';
import { storeToken } from '../probe';
import { startCpuTrace, stopCpuTrace, type CpuTask } from '../scrollTaskCpu';
import { startTaskTrace, stopTaskTrace } from '../taskTrace';

export interface LongScroll {
  /** Statuses asked for, and how many the feed held at the end. */
  statuses: number;
  reached: number;
  pages: number;
  seconds: number;
  cpuThrottling: number;
  heapMb: number;
  /** The most elements the document held at any sample (each page, then down the list and up). */
  domNodesMax: number;
  domNodesAtEnd: number;
  longestTaskMs: number;
  tasksOver50ms: number;
  /** The longest tasks the page saw (its `longtask` observer), each with the rows it put in and took out. */
  longest: TaskRows[];
  /** With `detail`: the tasks of the longest thread time, what started each and its rows. */
  longestCpu?: CpuTask[];
}

/** A long task and the timeline rows (`data-row-id` frames) mounted and unmounted inside it. */
export interface TaskRows {
  ms: number;
  mounted: number;
  unmounted: number;
}

interface RowLog {
  __rowLog: { at: number; mounted: number; unmounted: number }[];
  __taskLog: { start: number; duration: number }[];
}

/**
 * Logs the page's long tasks and, per batch of changes to the feed's own children, the rows
 * put in and taken out, so each long task can be told apart: a jump (rows unmounted), rows
 * joining the window (mounted), or neither (a page's answer, the clock, GC). Observes the
 * feed's children only, not its subtree, so the log costs next to nothing.
 */
function logRows(): void {
  const w = window as unknown as RowLog;
  w.__rowLog = [];
  w.__taskLog = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries())
      w.__taskLog.push({ start: e.startTime, duration: e.duration });
  }).observe({ type: 'longtask' });
  const rows = (nodes: NodeList) => {
    let n = 0;
    for (const node of nodes) if (node instanceof Element && node.hasAttribute('data-row-id')) n++;
    return n;
  };
  const feed = document.querySelector('[role="feed"]');
  if (!feed) return;
  new MutationObserver((records) => {
    const batch = { at: performance.now(), mounted: 0, unmounted: 0 };
    for (const r of records) {
      batch.mounted += rows(r.addedNodes);
      batch.unmounted += rows(r.removedNodes);
    }
    if (batch.mounted + batch.unmounted > 0) w.__rowLog.push(batch);
  }).observe(feed, { childList: true });
}

/** The `count` longest tasks logged by `logRows`, with the rows each changed. */
function longestLogged(page: Page, count: number): Promise<TaskRows[]> {
  return page.evaluate((n) => {
    const w = window as unknown as RowLog;
    return [...w.__taskLog]
      .sort((a, b) => b.duration - a.duration)
      .slice(0, n)
      .map((t) => {
        const inside = w.__rowLog.filter((b) => b.at >= t.start && b.at <= t.start + t.duration);
        return {
          ms: Math.round(t.duration),
          mounted: inside.reduce((k, b) => k + b.mounted, 0),
          unmounted: inside.reduce((k, b) => k + b.unmounted, 0),
        };
      });
  }, count);
}

/**
 * How many of the run's statuses the reader has reached: they are numbered from the oldest
 * (1) to the newest (`count`), so the lowest number rendered tells how far down the walk is.
 * Feed positions cannot tell: the list keeps at most 400 rows, dropping the newest.
 */
function reachedOf(page: Page, tag: string, count: number): Promise<number> {
  return page.evaluate(
    ([t, n]) => {
      let lowest = n + 1;
      const pattern = new RegExp(`Long scroll ${t} (\\d{5})`);
      for (const a of document.querySelectorAll('[role="feed"] article')) {
        const found = pattern.exec(a.getAttribute('aria-label') ?? '');
        if (found) lowest = Math.min(lowest, Number(found[1]));
      }
      return n - lowest + 1;
    },
    [tag, count] as const,
  );
}

function domNodes(page: Page): Promise<number> {
  return page.evaluate(() => document.getElementsByTagName('*').length);
}

/** Scrolls by script (docs/decisions.md, "Tests") and lets two frames pass. */
async function scrollTo(page: Page, fraction: number): Promise<void> {
  await page.evaluate(async (f) => {
    const max = document.documentElement.scrollHeight - window.innerHeight;
    window.scrollTo(0, Math.round(max * f));
    await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
  }, fraction);
}

/**
 * Issue 28 item 4: the home timeline walked down by "Load older" through `count` statuses, at
 * `cpuThrottling`x CPU. The reader keeps scrolling to the end, which loads the
 * next page (document 2 §9); DOM nodes are sampled after every page and again at a few places
 * down the whole list and back at the top, so rows far away must cost nothing wherever one is.
 */
export async function measureLongScroll(
  browser: Browser,
  base: string,
  token: string,
  count: number,
  cpuThrottling = 4,
  detail = false,
): Promise<LongScroll> {
  // Enough statuses in home, made before the page opens (nothing is streamed to it), with a
  // tag of their own so an earlier run's on the same instance do not count.
  const tag = Date.now().toString(36);
  const { job } = await control<{ job: { id: number } }>(base, '/stream/statuses', {
    count,
    rate: 10_000,
    account: 'amara',
    text: `Long scroll ${tag} {n}`,
  });
  while (!(await jobDone(base, job.id))) await new Promise((r) => setTimeout(r, 100));

  const context = await newBenchContext(browser, { viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await storeToken(page, token);
  try {
    await page.goto(`${base}/main/friends`);
    const feed = page.getByRole('feed', { name: 'Home' });
    await feed.getByRole('article').first().waitFor();
    await page.locator('[role="feed"][aria-busy="false"]').waitFor();
    // An earlier measure's scrolling saved a reading position, so home may open there with
    // this run's statuses waiting behind "Show new posts": '.' shows them.
    await page.locator('body').press('.');
    await page.locator('[role="feed"][aria-busy="false"]').waitFor();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuThrottling });
    // Start-up's tasks are the cold load's business; this counts the scroll's own.
    await page.evaluate(logRows);
    // The detailed trace ranks the tasks by thread time; the plain one is cheap enough for
    // the full run.
    if (detail) await startCpuTrace(browser, page);
    else await startTaskTrace(browser, page);
    const started = Date.now();
    let domNodesMax = await domNodes(page);
    let reached = await reachedOf(page, tag, count);
    let pages = 0;
    let stalled = 0;
    while (reached < count) {
      await scrollTo(page, 1);
      const before = reached;
      const grew = await page
        .waitForFunction(
          ([t, n, was]) => {
            let lowest = n + 1;
            const pattern = new RegExp(`Long scroll ${t} (\\d{5})`);
            for (const a of document.querySelectorAll('[role="feed"] article')) {
              const found = pattern.exec(a.getAttribute('aria-label') ?? '');
              if (found) lowest = Math.min(lowest, Number(found[1]));
            }
            const busy = document.querySelector('[role="feed"]')?.getAttribute('aria-busy');
            return n - lowest + 1 > was && busy === 'false';
          },
          [tag, count, before] as const,
          { timeout: 20_000, polling: 100 },
        )
        .then(
          () => true,
          () => false,
        );
      if (!grew) {
        // A load that failed or an observer that missed the end: the footer's button asks again.
        if (++stalled > 8) throw new Error(`long scroll stalled at ${reached} statuses`);
        await page.evaluate(() =>
          document.querySelector<HTMLButtonElement>('.timeline__footer button')?.click(),
        );
        continue;
      }
      reached = await reachedOf(page, tag, count);
      pages++;
      domNodesMax = Math.max(domNodesMax, await domNodes(page));
    }
    const seconds = (Date.now() - started) / 1000;
    const domNodesAtEnd = await domNodes(page);
    for (const fraction of [0.75, 0.5, 0.25, 0]) {
      await scrollTo(page, fraction);
      await page.waitForTimeout(300);
      domNodesMax = Math.max(domNodesMax, await domNodes(page));
    }
    const longestCpu = detail ? await stopCpuTrace(browser, page, 8) : undefined;
    const tasks = detail ? [] : await stopTaskTrace(browser);
    const longest = await longestLogged(page, 8);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await cdp.send('HeapProfiler.collectGarbage');
    await cdp.send('Performance.enable');
    const { metrics } = await cdp.send('Performance.getMetrics');
    const heap = metrics.find((m) => m.name === 'JSHeapUsedSize')?.value ?? 0;
    return {
      statuses: count,
      reached,
      pages,
      seconds,
      cpuThrottling,
      heapMb: heap / 2 ** 20,
      domNodesMax,
      domNodesAtEnd,
      longestTaskMs: tasks.length ? Math.max(...tasks) : Math.max(0, ...longest.map((t) => t.ms)),
      tasksOver50ms: tasks.filter((d) => d > 50).length,
      longest,
      longestCpu,
    };
  } finally {
    await context.close();
  }
}
