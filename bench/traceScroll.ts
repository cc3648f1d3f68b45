/**
 * Where the long scroll's long tasks go (issue 28): walks home down by "Load older" at 4x CPU
 * with a CPU profile and a trace running, then prints, for the longest tasks, the functions
 * sampled inside them (self and inclusive). `npx tsx bench/traceScroll.ts [dist] [statuses]`;
 * an unminified build (`npx vite build --minify false --outDir <dir>`) gives readable names.
 */
import { startInstance } from '../e2e/support/instance';
import { launch, newBenchContext } from './browser';
import { control, jobDone } from './control';
import { storeToken } from './probe';
import {
  installRenderCounter,
  summariseProfile,
  type CpuProfile,
  type TraceEvent,
} from './traceTouch';

async function main(): Promise<void> {
  const [dist, count] = process.argv.slice(2);
  if (dist) process.env.E2E_DIST = dist;
  const statuses = Number(count ?? 400);
  const instance = await startInstance(['--control']);
  const browser = await launch();
  try {
    const base = instance.url;
    const { job } = await control<{ job: { id: number } }>(base, '/stream/statuses', {
      count: statuses,
      rate: 10_000,
      account: 'amara',
      text: 'Long scroll trace {n}',
    });
    while (!(await jobDone(base, job.id))) await new Promise((r) => setTimeout(r, 100));
    const context = await newBenchContext(browser, { viewport: { width: 1280, height: 800 } });
    await context.addInitScript(installRenderCounter);
    await context.addInitScript(installRowCounter);
    const page = await context.newPage();
    await storeToken(page, 'demo-token-juniper');
    await page.goto(`${base}/main/friends`);
    await page.locator('[role="feed"][aria-busy="false"]').waitFor();
    await page.waitForTimeout(2000);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await browser.startTracing(page, {
      categories: [
        'devtools.timeline',
        'disabled-by-default-devtools.timeline',
        'disabled-by-default-devtools.timeline.stack',
      ],
    });
    await cdp.send('Profiler.start');
    const pages = Math.ceil(statuses / 20);
    for (let i = 0; i < pages; i++) {
      const before = await page.evaluate(
        () =>
          document.querySelectorAll('[role="feed"] [data-row-id]').length +
          ':' +
          document.documentElement.scrollHeight,
      );
      await page.evaluate(async () => {
        window.scrollTo(0, document.documentElement.scrollHeight);
        await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
      });
      await page
        .waitForFunction(
          (b) =>
            document.querySelectorAll('[role="feed"] [data-row-id]').length +
              ':' +
              document.documentElement.scrollHeight !==
              b && document.querySelector('[role="feed"]')?.getAttribute('aria-busy') === 'false',
          before,
          { timeout: 20_000, polling: 200 },
        )
        .catch(() => undefined);
    }
    console.log(
      'after the walk:',
      await page.evaluate(
        () =>
          `${document.querySelectorAll('[role="feed"] article').length} articles rendered, ` +
          `${document.getElementsByTagName('*').length} elements, last: ${
            [...document.querySelectorAll('[role="feed"] article')]
              .pop()
              ?.getAttribute('aria-label')
              ?.slice(0, 60) ?? '-'
          }`,
      ),
    );
    console.log(
      "longest tasks by the page's own clock (ms: rows mounted, rows unmounted, other elements added):",
      await page.evaluate(() => {
        const w = window as unknown as RowCounts;
        return w.__longTasks
          .sort((a, b) => b.duration - a.duration)
          .slice(0, 12)
          .map((t) => {
            const inside = w.__rowBatches.filter(
              (b) => b.at >= t.start && b.at <= t.start + t.duration,
            );
            const sum = (k: 'mounted' | 'unmounted' | 'elements') =>
              inside.reduce((n, b) => n + b[k], 0);
            return `${Math.round(t.duration)}: ${sum('mounted')}, ${sum('unmounted')}, ${sum('elements')}`;
          })
          .join('; ');
      }),
    );
    const commits = await page.evaluate(() =>
      (window as unknown as { __commits: { at: number; rendered: string[] }[] }).__commits.map(
        (c) => ({
          at: Math.round(c.at),
          components: c.rendered.length,
          articles: c.rendered.filter((n) => n === 'StatusArticle').length,
        }),
      ),
    );
    console.log(
      'biggest commits (ms since page start: components, StatusArticle renders):',
      commits
        .sort((a, b) => b.components - a.components)
        .slice(0, 12)
        .map((c) => `${c.at}: ${c.components}, ${c.articles}`)
        .join('; '),
    );
    const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: CpuProfile };
    const trace = JSON.parse((await browser.stopTracing()).toString()) as {
      traceEvents: TraceEvent[];
    };
    // The renderer's main thread: the one that ran the most script (the first script event
    // may be another renderer's, e.g. a blank page's, and then every figure read 0).
    const script = new Map<string, number>();
    for (const e of trace.traceEvents)
      if (e.name === 'FunctionCall' && e.ph === 'X')
        script.set(`${e.pid}:${e.tid}`, (script.get(`${e.pid}:${e.tid}`) ?? 0) + (e.dur ?? 0));
    const main = [...script].sort((a, b) => b[1] - a[1])[0]?.[0];
    const own = trace.traceEvents.filter((e) => `${e.pid}:${e.tid}` === main && e.ph === 'X');
    const tasks = own
      .filter((e) => e.name === 'RunTask')
      .sort((a, b) => (b.dur ?? 0) - (a.dur ?? 0));
    const forced = own.filter((e) => e.name === 'Layout' && isForced(e)).length;
    console.log(
      `tasks over 50 ms: ${tasks.filter((t) => (t.dur ?? 0) > 50_000).length}; ` +
        `layouts: ${own.filter((e) => e.name === 'Layout').length}, forced by script: ${forced}; longest: ${tasks
          .slice(0, 10)
          .map((t) => ((t.dur ?? 0) / 1000).toFixed(0))
          .join(', ')}`,
    );
    // What each long task is: what started it, its layouts (forced or not), GC, and its commits.
    const kinds = new Map<string, { count: number; ms: number }>();
    for (const task of tasks.filter((t) => (t.dur ?? 0) > 50_000)) {
      const kind = classify(task, own);
      const k = kinds.get(kind) ?? { count: 0, ms: 0 };
      kinds.set(kind, { count: k.count + 1, ms: k.ms + (task.dur ?? 0) / 1000 });
    }
    console.log(
      'long tasks by kind (count, total ms):',
      [...kinds]
        .sort((a, b) => b[1].ms - a[1].ms)
        .map(([k, v]) => `${k}: ${v.count}, ${v.ms.toFixed(0)}`)
        .join('; '),
    );
    for (const task of tasks.slice(0, 6)) {
      console.log(
        `\n=== task of ${((task.dur ?? 0) / 1000).toFixed(0)} ms: ${describe(task, own)}`,
      );
      console.log(summariseProfile(profile, task.ts, task.ts + (task.dur ?? 0), 8, 24).join('\n'));
    }
    await context.close();
  } finally {
    await browser.close();
    await instance.stop();
  }
}

interface RowCounts {
  __rowBatches: { at: number; mounted: number; unmounted: number; elements: number }[];
  __longTasks: { start: number; duration: number }[];
}

/**
 * Counts, per batch of DOM changes, the timeline rows (`data-row-id` frames) put in and taken
 * out and the other elements added, and keeps the page's long tasks, so each long task can be
 * told by what it mounted whatever renders (React or Preact).
 */
function installRowCounter(): void {
  const w = window as unknown as RowCounts;
  w.__rowBatches = [];
  w.__longTasks = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries())
      w.__longTasks.push({ start: e.startTime, duration: e.duration });
  }).observe({ type: 'longtask', buffered: true });
  const rows = (nodes: NodeList) => {
    let n = 0;
    for (const node of nodes) if (node instanceof Element && node.hasAttribute('data-row-id')) n++;
    return n;
  };
  const elements = (nodes: NodeList) => {
    let n = 0;
    for (const node of nodes)
      if (node instanceof Element) n += 1 + node.getElementsByTagName('*').length;
    return n;
  };
  new MutationObserver((records) => {
    const batch = { at: performance.now(), mounted: 0, unmounted: 0, elements: 0 };
    for (const r of records) {
      batch.mounted += rows(r.addedNodes);
      batch.unmounted += rows(r.removedNodes);
      batch.elements += elements(r.addedNodes);
    }
    if (batch.elements > 0 || batch.unmounted > 0) w.__rowBatches.push(batch);
  }).observe(document, { childList: true, subtree: true });
}

type Event = TraceEvent & {
  args?: { data?: { type?: string; functionName?: string }; beginData?: { stackTrace?: unknown } };
};

/** A layout run inside script (a read of geometry after a DOM write), not the frame's own. */
function isForced(e: Event): boolean {
  return e.args?.beginData?.stackTrace !== undefined;
}

function inside(task: TraceEvent, events: readonly Event[]): Event[] {
  const end = task.ts + (task.dur ?? 0);
  return events.filter((e) => e !== task && e.ts >= task.ts && e.ts + (e.dur ?? 0) <= end);
}

const sum = (events: readonly Event[]) => events.reduce((n, e) => n + (e.dur ?? 0), 0) / 1000;

/** What started a task and what it spent its time on. */
function describe(task: TraceEvent, events: readonly Event[]): string {
  const within = inside(task, events);
  const layouts = within.filter((e) => e.name === 'Layout');
  const styles = within.filter((e) => e.name === 'UpdateLayoutTree');
  const gc = within.filter((e) => /GC/.test(e.name));
  const roots = within
    .filter((e) =>
      [
        'FunctionCall',
        'TimerFire',
        'FireAnimationFrame',
        'EventDispatch',
        'XHRLoad',
        'XHRReadyStateChange',
        'ResizeObserver',
        'IntersectionObserverController::computeIntersections',
        'RunMicrotasks',
        'Paint',
        'ParseHTML',
      ].includes(e.name),
    )
    .map(
      (e) =>
        `${e.name}${e.args?.data?.type ? `(${e.args.data.type})` : ''} ${((e.dur ?? 0) / 1000).toFixed(0)}`,
    )
    .slice(0, 8);
  return (
    `layout ${layouts.length} (${layouts.filter(isForced).length} forced) ${sum(layouts).toFixed(0)} ms, ` +
    `style ${sum(styles).toFixed(0)} ms, gc ${sum(gc).toFixed(0)} ms; ${roots.join(', ')}`
  );
}

/** One word for a long task's main cost, for ranking them. */
function classify(task: TraceEvent, events: readonly Event[]): string {
  const within = inside(task, events);
  const parts: [string, number][] = [
    ['layout', sum(within.filter((e) => e.name === 'Layout'))],
    ['style', sum(within.filter((e) => e.name === 'UpdateLayoutTree'))],
    ['gc', sum(within.filter((e) => /GC/.test(e.name)))],
    [
      'script',
      sum(
        within.filter((e) =>
          [
            'FunctionCall',
            'TimerFire',
            'FireAnimationFrame',
            'EventDispatch',
            'RunMicrotasks',
            'XHRLoad',
            'XHRReadyStateChange',
          ].includes(e.name),
        ),
      ),
    ],
  ];
  const trigger = within.find((e) =>
    [
      'TimerFire',
      'FireAnimationFrame',
      'EventDispatch',
      'XHRLoad',
      'XHRReadyStateChange',
      'FunctionCall',
    ].includes(e.name),
  );
  const [main] = parts.sort((a, b) => b[1] - a[1]);
  return `${trigger ? trigger.name : 'native'} / ${main?.[0] ?? '?'}`;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
