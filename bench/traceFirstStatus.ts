/**
 * The cold load's work from "everything is in" to the first status, counted so a busy machine
 * does not change the figures much (issue 28 item 1). Two builds, interleaved, each cold load
 * of /main/all traced at 4x CPU. Per run: the mark; when the last of the app's script
 * (evaluated), the timeline's answer and the theme's answer was in; then, from that moment to
 * the mark, the main thread's tasks, their CPU time (thread time, not wall time), the animation
 * frames, layouts (and how many were forced by script), and paints.
 * `npx tsx bench/traceFirstStatus.ts <distA> <distB> [rounds]`.
 */
import type { Browser } from '@playwright/test';
import { newBenchContext } from './browser';
import { median } from './budgets';
import { interleave, twoDists } from './interleave';
import { type MarkedLoad, traceToFirstStatus } from './tracedLoad';

export interface FirstStatusTrace {
  markMs: number;
  dataInMs: number;
  tasks: number;
  cpuMs: number;
  frames: number;
  layouts: number;
  forcedLayouts: number;
  paints: number;
}

const TASK = 'ThreadControllerImpl::RunTask';

/** The counts above from one traced load that set `petrel:first-status`. */
export function countFirstStatus({ events, mark, pid, tid, t0 }: MarkedLoad): FirstStatusTrace {
  const finished = (pattern: RegExp): number => {
    const ids = new Set(
      events
        .filter((e) => e.name === 'ResourceSendRequest' && pattern.test(String(e.args?.data?.url)))
        .map((e) => String(e.args?.data?.['requestId'])),
    );
    const ends = events
      .filter((e) => e.name === 'ResourceFinish' && ids.has(String(e.args?.data?.['requestId'])))
      .map((e) => e.ts);
    return ends.length > 0 ? Math.max(...ends) : t0;
  };
  const main = events.filter((e) => e.pid === pid && e.tid === tid && e.ph === 'X');
  // The app's entry: the first module evaluated after its file was in.
  const script = finished(/\/assets\/index-[^/]*\.js$/);
  const evaluated = main
    .filter((e) => e.name === 'v8.evaluateModule' && e.ts >= script)
    .map((e) => e.ts + (e.dur ?? 0));
  const dataIn = Math.max(
    finished(/\/api\/v1\/timelines\//),
    finished(/\/static\/themes\//),
    evaluated[0] ?? script,
  );
  const within = main.filter((e) => e.ts >= dataIn && e.ts <= mark.ts);
  const tasks = within.filter((e) => e.name === TASK);
  const layouts = within.filter((e) => e.name === 'Layout');
  return {
    markMs: (mark.ts - t0) / 1000,
    dataInMs: (dataIn - t0) / 1000,
    tasks: tasks.length,
    cpuMs: tasks.reduce((sum, e) => sum + (e.tdur ?? 0), 0) / 1000,
    frames: within.filter((e) => e.name === 'FireAnimationFrame').length,
    layouts: layouts.length,
    // A layout script forced carries the stack that asked for it.
    forcedLayouts: layouts.filter(
      (e) => (e.args?.['beginData'] as { stackTrace?: unknown })?.stackTrace,
    ).length,
    paints: within.filter((e) => e.name === 'Paint').length,
  };
}

async function traceOne(browser: Browser, url: string): Promise<FirstStatusTrace | null> {
  const context = await newBenchContext(browser);
  try {
    const load = await traceToFirstStatus(context, url);
    return load && countFirstStatus(load);
  } finally {
    await context.close();
  }
}

function describe(t: FirstStatusTrace | null): string {
  if (!t) return 'no mark';
  return (
    `mark ${Math.round(t.markMs)} ms, in ${Math.round(t.dataInMs)}, then ${t.tasks} tasks ` +
    `${Math.round(t.cpuMs)} ms CPU, ${t.frames} frames, ${t.layouts} layouts ` +
    `(${t.forcedLayouts} forced), ${t.paints} paints, ${Math.round(t.markMs - t.dataInMs)} ms wall`
  );
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const dists = twoDists(args, 'bench/traceFirstStatus.ts <distA> <distB> [rounds]');
  const builds = await interleave({
    dists,
    rounds: Number(args[2] ?? 5),
    measure: (browser, url) => traceOne(browser, `${url}/main/all`),
    line: (sample, dist, round) => `run ${round}: ${dist} ${describe(sample)}`,
  });
  for (const build of builds) {
    const runs = build.samples.filter((s): s is FirstStatusTrace => s !== null);
    const mid = (pick: (t: FirstStatusTrace) => number) => Math.round(median(runs.map(pick)));
    console.log(
      `${build.dist}: medians over ${runs.length} runs: mark ${mid((t) => t.markMs)} ms, ` +
        `data in to mark ${mid((t) => t.markMs - t.dataInMs)} ms wall, ${mid((t) => t.cpuMs)} ms CPU, ` +
        `${mid((t) => t.tasks)} tasks, ${mid((t) => t.frames)} frames, ` +
        `${mid((t) => t.layouts)} layouts (${mid((t) => t.forcedLayouts)} forced)`,
    );
  }
}

if (process.argv[1]?.endsWith('traceFirstStatus.ts'))
  main().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
