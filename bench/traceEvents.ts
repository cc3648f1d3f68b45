import type { CDPSession } from '@playwright/test';

/** A Chromium trace event as the bench's trace readers use it (`browser.stopTracing()`). */
export interface TraceEvent<Data extends Record<string, unknown> = Record<string, unknown>> {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  /** Thread (CPU) time of a complete event, beside its wall `dur`. */
  tdur?: number;
  pid: number;
  tid: number;
  id?: string;
  args?: { data?: Data; [key: string]: unknown };
}

/**
 * The events that ran inside `task` on its thread, longer than `minMs` and named in `names`,
 * each as "name function file duration": what a long task was made of.
 */
export function describeInside(
  events: readonly TraceEvent[],
  task: TraceEvent,
  minMs: number,
  names: ReadonlySet<string>,
  detail: (e: TraceEvent) => string = (e) => {
    const d = e.args?.data ?? {};
    return [d['functionName'], d['url']]
      .filter(Boolean)
      .map((s) => String(s).split('/').pop())
      .join(' ');
  },
): string {
  const end = task.ts + (task.dur ?? 0);
  return events
    .filter(
      (e) =>
        e.pid === task.pid &&
        e.tid === task.tid &&
        e.ph === 'X' &&
        e.ts >= task.ts &&
        e.ts + (e.dur ?? 0) <= end &&
        (e.dur ?? 0) > minMs * 1000 &&
        names.has(e.name),
    )
    .map((e) => `${e.name} ${detail(e)} ${((e.dur ?? 0) / 1000).toFixed(0)}`.replace(/ +/g, ' '))
    .join('; ');
}

/** What a main-thread task is usually made of, for `describeInside`. */
export const TASK_PARTS: ReadonlySet<string> = new Set([
  'FunctionCall',
  'TimerFire',
  'FireAnimationFrame',
  'UpdateLayoutTree',
  'Layout',
  'Paint',
  'RunMicrotasks',
  'v8.evaluateModule',
  'EventDispatch',
  'ParseAuthorStyleSheet',
  'MajorGC',
  'MinorGC',
]);

/** The last navigation to /main/all in a trace: its start is the measured page's time zero. */
export function landingNavigation(events: readonly TraceEvent[]): TraceEvent | undefined {
  return events
    .filter(
      (e) =>
        e.name === 'navigationStart' &&
        String(e.args?.data?.['documentLoaderURL'] ?? '').includes('/main/all'),
    )
    .at(-1);
}

/**
 * The events of `run`, traced through `cdp` (a page's or a persistent context's session, where
 * `browser.startTracing` is not at hand) with `categories`.
 */
export async function tracedWith(
  cdp: CDPSession,
  categories: string[],
  run: () => Promise<void>,
): Promise<TraceEvent[]> {
  const events: TraceEvent[] = [];
  cdp.on('Tracing.dataCollected', (d) => events.push(...(d.value as unknown as TraceEvent[])));
  const done = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
  await cdp.send('Tracing.start', {
    transferMode: 'ReportEvents',
    traceConfig: { includedCategories: categories },
  });
  await run();
  await cdp.send('Tracing.end');
  await done;
  return events;
}
