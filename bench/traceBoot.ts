/**
 * Main-thread CPU to the first status, cold, two builds interleaved (h-boot's two-stage start):
 * per run the mark, when the timeline's answer was in, the thread time of the main thread's
 * tasks from navigation to the mark and from the answer to the mark, and the module evaluation
 * time before the mark. Thread time hardly depends on the machine's load.
 * `npx tsx bench/traceBoot.ts <distA> <distB> [rounds] [repeat]`: `repeat` traces a repeat
 * visit (service worker warm) instead of a cold load.
 */
import type { Browser } from '@playwright/test';
import { newBenchContext } from './browser';
import { median } from './budgets';
import { interleave, twoDists } from './interleave';
import { warmContext } from './measures/repeatVisit';
import { type MarkedLoad, traceToFirstStatus } from './tracedLoad';
import type { TraceEvent } from './traceEvents';

interface BootTrace {
  mark: number;
  answer: number;
  cpu: number;
  cpuAfterAnswer: number;
  evaluate: number;
}

const TASK = 'ThreadControllerImpl::RunTask';

function count({ events, mark, pid, tid, t0 }: MarkedLoad): BootTrace {
  const ids = new Set(
    events
      .filter(
        (e) =>
          e.name === 'ResourceSendRequest' &&
          /\/api\/v1\/timelines\//.test(String(e.args?.data?.url)),
      )
      .map((e) => String(e.args?.data?.['requestId'])),
  );
  const answer = Math.min(
    ...events
      .filter((e) => e.name === 'ResourceFinish' && ids.has(String(e.args?.data?.['requestId'])))
      .map((e) => e.ts),
  );
  const main = events.filter(
    (e) => e.pid === pid && e.tid === tid && e.ph === 'X' && e.ts >= t0 && e.ts <= mark.ts,
  );
  const tasks = main.filter((e) => e.name === TASK);
  const cpu = (list: TraceEvent[]) => list.reduce((sum, e) => sum + (e.tdur ?? 0), 0) / 1000;
  return {
    mark: (mark.ts - t0) / 1000,
    answer: (answer - t0) / 1000,
    cpu: cpu(tasks),
    cpuAfterAnswer: cpu(tasks.filter((e) => e.ts >= answer)),
    evaluate: cpu(main.filter((e) => e.name === 'v8.evaluateModule')),
  };
}

async function traceOne(browser: Browser, url: string, repeat: boolean): Promise<BootTrace | null> {
  // A repeat visit opens the page again in a context whose service worker is warm (issue 27).
  const context = repeat ? await warmContext(browser, url) : await newBenchContext(browser);
  try {
    const load = await traceToFirstStatus(context, url);
    return load && count(load);
  } finally {
    await context.close();
  }
}

const ms = (n: number) => `${Math.round(n)}`;

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const builds = await interleave({
    dists: twoDists(args, 'bench/traceBoot.ts <distA> <distB> [rounds] [repeat]'),
    rounds: Number(args[2] ?? 5),
    measure: (browser, url) => traceOne(browser, `${url}/main/all`, args[3] === 'repeat'),
    line: (t, dist, round) =>
      t
        ? `run ${round}: ${dist} mark ${ms(t.mark)} ms, answer in ${ms(t.answer)}, CPU to mark ${ms(t.cpu)} ms ` +
          `(after the answer ${ms(t.cpuAfterAnswer)}, module evaluation ${ms(t.evaluate)})`
        : `run ${round}: ${dist} no mark`,
  });
  for (const { dist, samples } of builds) {
    const runs = samples.filter((s): s is BootTrace => s !== null);
    const m = (pick: (t: BootTrace) => number) => ms(median(runs.map(pick)));
    console.log(
      `${dist}: medians over ${runs.length}: mark ${m((t) => t.mark)} ms, answer in ${m((t) => t.answer)}, ` +
        `CPU to mark ${m((t) => t.cpu)} ms, after the answer ${m((t) => t.cpuAfterAnswer)}, evaluation ${m((t) => t.evaluate)}`,
    );
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
