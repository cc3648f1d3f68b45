import type { Browser, Page } from '@playwright/test';

interface TraceEvent {
  name: string;
  ph: string;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string };
}

/**
 * Every task of the page's main thread, whatever its length, from a Chromium trace. The
 * `longtask` observer only reports tasks of 50 ms and more, so a session whose tasks were all
 * shorter read as "longest task 0 ms": the measure could not see them, not proof there were none.
 */
export async function startTaskTrace(browser: Browser, page: Page): Promise<void> {
  // 'toplevel' holds little besides the scheduler's task events: cheap enough for a long session.
  await browser.startTracing(page, { categories: ['toplevel'] });
}

/** Stops the trace; the durations (ms) of the tasks run on renderer main threads meanwhile. */
export async function stopTaskTrace(browser: Browser): Promise<number[]> {
  const buffer = await browser.stopTracing();
  const { traceEvents } = JSON.parse(buffer.toString()) as { traceEvents: TraceEvent[] };
  return mainThreadTasks(traceEvents);
}

/** A main-thread task: DevTools' name, and the scheduler's own that 'toplevel' alone records. */
const TASK_EVENTS = new Set(['RunTask', 'ThreadControllerImpl::RunTask']);

export function mainThreadTasks(events: readonly TraceEvent[]): number[] {
  const mainThreads = new Set(
    events
      .filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
      .map((e) => `${e.pid}:${e.tid}`),
  );
  return events
    .filter((e) => TASK_EVENTS.has(e.name) && e.ph === 'X' && mainThreads.has(`${e.pid}:${e.tid}`))
    .map((e) => (e.dur ?? 0) / 1000);
}
