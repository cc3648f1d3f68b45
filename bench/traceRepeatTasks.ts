/**
 * The main thread of one repeat visit (issue 27): after a warm-up visit, /main/all again at 4x
 * with a Chromium trace; prints every task over 3 ms from the navigation to the first status,
 * with what ran inside (script evaluation, compile and code-cache use, style, layout), and
 * writes the trace to /tmp/repeat-trace-<n>.json. `npx tsx bench/traceRepeatTasks.ts [dist] [runs]`.
 */
import { writeFileSync } from 'node:fs';
import { startInstance } from '../e2e/support/instance';
import { launch } from './browser';
import { warmContext } from './measures/repeatVisit';
import { firstStatusMark } from './measures/firstStatusMark';
import { describeInside, landingNavigation, TASK_PARTS, type TraceEvent } from './traceEvents';

const dist = process.argv[2] ?? 'dist';
const runs = Number(process.argv[3] ?? 1);
process.env.E2E_DIST = dist;

const INNER = new Set([
  ...TASK_PARTS,
  'v8.compileModule',
  'v8.compile',
  'v8.produceModuleCache',
  'v8.produceCache',
  'v8.deserializeOnBackground',
  'EvaluateScript',
  'ParseHTML',
  'V8.GC_MC_BACKGROUND_EVACUATE_COPY',
]);

function analyse(events: TraceEvent[]): string[] {
  const mark = events.find((e) => e.name === 'petrel:first-status');
  const nav = landingNavigation(events);
  const t0 = nav?.ts ?? 0;
  const end = mark?.ts ?? Infinity;
  const rel = (ts: number) => ((ts - t0) / 1000).toFixed(0);
  const mainTid = nav?.tid;
  const mainPid = nav?.pid;
  const lines = [`first status at ${mark ? rel(mark.ts) : '-'} ms`];
  for (const e of events)
    if (e.name === 'ResourceSendRequest' && e.ts >= t0 && e.ts <= end)
      lines.push(
        `  send ${rel(e.ts)} ${String(e.args?.data?.['url'])
          .replace(/^https?:\/\/[^/]+/, '')
          .slice(0, 70)}`,
      );
  const tasks = events.filter(
    (e) =>
      e.name === 'RunTask' &&
      e.ph === 'X' &&
      e.pid === mainPid &&
      e.tid === mainTid &&
      e.ts >= t0 &&
      e.ts <= end &&
      (e.dur ?? 0) > 3000,
  );
  let busy = 0;
  for (const t of tasks) {
    busy += (t.dur ?? 0) / 1000;
    const inner = describeInside(events, t, 2, INNER, (e) => {
      const d = e.args?.data ?? {};
      const extra = [d['functionName'], d['url'], d['fileName'], e.args?.['fileName']]
        .filter(Boolean)
        .map((v) => String(v).split('/').pop())
        .join(' ');
      const cache =
        d['cacheRejected'] !== undefined ||
        d['consumedCacheSize'] !== undefined ||
        d['cacheKind'] !== undefined
          ? ` cache:${JSON.stringify({ k: d['cacheKind'], c: d['consumedCacheSize'], r: d['cacheRejected'] })}`
          : '';
      return extra + cache;
    });
    lines.push(`  task ${rel(t.ts)} ${((t.dur ?? 0) / 1000).toFixed(0)} ms: ${inner}`);
  }
  lines.push(`main-thread tasks > 3 ms before the first status: ${busy.toFixed(0)} ms`);
  const marks = events.filter(
    (e) => e.cat.includes('blink.user_timing') && e.ts >= t0 && e.ts <= end + 1,
  );
  for (const m of marks) lines.push(`  mark ${m.name} ${rel(m.ts)}`);
  return lines;
}

const instance = await startInstance([]);
const browser = await launch();
try {
  const context = await warmContext(browser, `${instance.url}/main/all`);
  for (let run = 0; run < runs; run++) {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await browser.startTracing(page, {
      categories: [
        'devtools.timeline',
        'disabled-by-default-devtools.timeline',
        'v8',
        'v8.execute',
        'blink.user_timing',
        'loading',
        'toplevel',
        'ServiceWorker',
        'disabled-by-default-v8.compile',
      ],
    });
    await page.goto(`${instance.url}/main/all`);
    await firstStatusMark(cdp, 90_000);
    const buffer = await browser.stopTracing();
    writeFileSync(`/tmp/repeat-trace-${run + 1}.json`, buffer);
    const trace = JSON.parse(buffer.toString()) as { traceEvents: TraceEvent[] };
    console.log(`=== run ${run + 1}\n${analyse(trace.traceEvents).join('\n')}`);
    await page.close();
  }
} finally {
  await browser.close();
  await instance.stop();
}
