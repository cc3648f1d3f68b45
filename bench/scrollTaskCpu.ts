import type { Browser, Page } from '@playwright/test';

/**
 * The long scroll's tasks ranked by thread time (issue 28, 27 Nov sixth session): on a shared
 * machine a task's wall time is mostly the time the page's thread waited for a core, so the
 * longest by wall time is whichever the load hit. The trace's `tdur` (thread time) counts only
 * the time the thread ran, throttling's pauses excluded, so it ranks the work itself; under 4x
 * throttling a quiet machine's wall time is about four times it.
 */
interface TraceEvent {
  name: string;
  cat?: string;
  ph: string;
  ts: number;
  dur?: number;
  tdur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: { type?: string } };
}

/** A task of the walk by thread time, what started it and the rows it changed. */
export interface CpuTask {
  wallMs: number;
  cpuMs: number;
  /** What ran first inside it: a frame callback, a scroll event, a network answer, a timer, GC … */
  kind: string;
  mounted: number;
  unmounted: number;
  /** Thread time (ms) inside it: script, style, layout, paint (and pre-paint) and GC. */
  parts: string;
}

const PARTS: [string, (name: string) => boolean][] = [
  [
    'script',
    (n) =>
      [
        'FunctionCall',
        'FireAnimationFrame',
        'EventDispatch',
        'TimerFire',
        'XHRLoad',
        'FireIdleCallback',
        'RunMicrotasks',
      ].includes(n),
  ],
  ['style', (n) => n === 'UpdateLayoutTree'],
  ['layout', (n) => n === 'Layout'],
  ['paint', (n) => ['Paint', 'PrePaint', 'Layerize', 'UpdateLayer', 'CompositeLayers'].includes(n)],
  ['gc', (n) => /GC/.test(n)],
];

const MARK = 'long-scroll-walk';

export const CPU_TRACE_CATEGORIES = ['toplevel', 'devtools.timeline', 'blink.user_timing'];

export async function startCpuTrace(browser: Browser, page: Page): Promise<void> {
  await browser.startTracing(page, { categories: CPU_TRACE_CATEGORIES });
  await page.evaluate((mark) => performance.mark(mark), MARK);
}

const STARTERS = [
  'FireAnimationFrame',
  'EventDispatch',
  'XHRLoad',
  'XHRReadyStateChange',
  'TimerFire',
  'FireIdleCallback',
  'ResizeObserver',
  'IntersectionObserverController::computeIntersections',
  'FunctionCall',
  'RunMicrotasks',
  'MajorGC',
  'MinorGC',
  'V8.GC_MC_BACKGROUND',
  'Layout',
  'UpdateLayoutTree',
];

/** The `count` tasks of the longest thread time, each with the rows the page logged inside it. */
export async function stopCpuTrace(
  browser: Browser,
  page: Page,
  count: number,
): Promise<CpuTask[]> {
  const { traceEvents } = JSON.parse((await browser.stopTracing()).toString()) as {
    traceEvents: TraceEvent[];
  };
  const main = new Set(
    traceEvents
      .filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
      .map((e) => `${e.pid}:${e.tid}`),
  );
  const mark = traceEvents.find((e) => e.name === MARK);
  const markAt = await page.evaluate(
    (name) => performance.getEntriesByName(name)[0]?.startTime ?? 0,
    MARK,
  );
  // Trace time (µs) to the page's clock (ms): the mark is in both.
  const toPage = (ts: number) => (mark ? (ts - mark.ts) / 1000 + markAt : Number.NaN);
  const own = traceEvents.filter((e) => e.ph === 'X' && main.has(`${e.pid}:${e.tid}`));
  const tasks = own
    .filter((e) => e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask')
    .sort((a, b) => (b.tdur ?? 0) - (a.tdur ?? 0));
  const seen = new Set<number>();
  const top: TraceEvent[] = [];
  for (const t of tasks) {
    // 'toplevel' records both names for one task: keep one per start.
    if (seen.has(t.ts)) continue;
    seen.add(t.ts);
    top.push(t);
    if (top.length === count) break;
  }
  const log = await page.evaluate(
    () =>
      (window as unknown as { __rowLog?: { at: number; mounted: number; unmounted: number }[] })
        .__rowLog ?? [],
  );
  return top.map((task) => {
    const end = task.ts + (task.dur ?? 0);
    const within = own.filter((e) => e !== task && e.ts >= task.ts && e.ts + (e.dur ?? 0) <= end);
    const starter = within.find((e) => STARTERS.includes(e.name));
    const from = toPage(task.ts);
    const to = toPage(end);
    const rows = log.filter((b) => b.at >= from && b.at <= to);
    return {
      wallMs: Math.round((task.dur ?? 0) / 100) / 10,
      cpuMs: Math.round((task.tdur ?? 0) / 100) / 10,
      kind: starter
        ? `${starter.name}${starter.args?.data?.type ? `(${starter.args.data.type})` : ''}`
        : 'native',
      mounted: rows.reduce((k, b) => k + b.mounted, 0),
      unmounted: rows.reduce((k, b) => k + b.unmounted, 0),
      parts: PARTS.map(([part, test]) => {
        // Outermost events only: script nests (a frame callback holds function calls).
        const outer = within.filter(
          (e) =>
            test(e.name) &&
            !within.some(
              (o) =>
                o !== e &&
                test(o.name) &&
                o.ts <= e.ts &&
                o.ts + (o.dur ?? 0) >= e.ts + (e.dur ?? 0) &&
                o.dur !== e.dur,
            ),
        );
        return `${part} ${(outer.reduce((k, e) => k + (e.tdur ?? 0), 0) / 1000).toFixed(1)}`;
      }).join(', '),
    };
  });
}
