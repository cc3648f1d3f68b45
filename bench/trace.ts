/**
 * Where a cold load's time goes before the first status (issue 7): records a Chromium trace of
 * /main/all at 4x CPU throttling and prints the main thread's work and the network waterfall
 * up to the `petrel:first-status` mark. `npx tsx bench/trace.ts [runs] [--keep]` against the
 * build in E2E_DIST (default dist); `--keep` writes each trace to bench/trace-<n>.json.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { startInstance } from '../e2e/support/instance';
import { launch, newBenchContext } from './browser';
import type { TraceEvent as AnyTraceEvent } from './traceEvents';

type TraceEvent = AnyTraceEvent<Record<string, unknown> & { url?: string; stackTrace?: unknown }>;

const args = process.argv.slice(2);
const runs = Number(args.find((a) => /^\d+$/.test(a)) ?? 1);
const keep = args.includes('--keep');

const CATEGORIES = [
  'devtools.timeline',
  'v8.execute',
  'blink.user_timing',
  'loading',
  'toplevel',
].join(',');

function short(url: string): string {
  return url.replace(/^https?:\/\/[^/]+/, '').slice(0, 70);
}

function analyse(events: TraceEvent[]): string[] {
  const lines: string[] = [];
  const navStart = events.find(
    (e) =>
      e.name === 'navigationStart' &&
      String(e.args?.data?.['documentLoaderURL'] ?? '').endsWith('/main/all'),
  );
  const mark = events.find((e) => e.name === 'petrel:first-status');
  if (!navStart || !mark) return ['no navigationStart or no petrel:first-status in the trace'];
  const t0 = navStart.ts;
  const end = mark.ts;
  const rel = (ts: number): string => `${((ts - t0) / 1000).toFixed(0).padStart(5)}`;
  lines.push(`first status mark at ${rel(end)} ms`);
  // The renderer's main thread: the one that ran the navigation's ParseHTML.
  const parse = events.find((e) => e.name === 'ParseHTML' && e.ts >= t0);
  if (!parse) return lines;
  const main = events.filter(
    (e) => e.pid === parse.pid && e.tid === parse.tid && e.ts >= t0 && e.ts <= end,
  );
  // Network: one line per request, send → response → finish.
  const requests = new Map<
    string,
    { url: string; send: number; response?: number; finish?: number; prio?: string }
  >();
  for (const e of events) {
    const data = e.args?.data;
    const id = data?.['requestId'] as string | undefined;
    if (!id || e.ts < t0) continue;
    if (e.name === 'ResourceSendRequest')
      requests.set(id, {
        url: String(data?.url),
        send: e.ts,
        prio: String(data?.['priority']),
      });
    const r = requests.get(id);
    if (!r) continue;
    if (e.name === 'ResourceReceiveResponse') r.response = e.ts;
    if (e.name === 'ResourceFinish') r.finish = (data?.['finishTime'] as number) * 1e6 || e.ts;
  }
  lines.push('', 'network (ms from navigation): send  response  finish  priority  url');
  for (const r of [...requests.values()].sort((a, b) => a.send - b.send)) {
    if (r.send > end) continue;
    lines.push(
      `${rel(r.send)} ${r.response ? rel(r.response) : '    -'} ${r.finish ? rel(r.finish) : '    -'}  ${(r.prio ?? '').padEnd(8)} ${short(r.url)}`,
    );
  }
  // Main thread: each top-level task over 8 ms, with what it mostly did.
  lines.push('', 'main thread tasks over 8 ms (start, duration, what):');
  const tasks = main.filter((e) => e.name === 'RunTask' && e.ph === 'X' && (e.dur ?? 0) > 8000);
  let busy = 0;
  for (const task of main.filter((e) => e.name === 'RunTask' && e.ph === 'X'))
    busy += task.dur ?? 0;
  for (const task of tasks) {
    const inside = main.filter(
      (e) =>
        e !== task &&
        e.ph === 'X' &&
        e.ts >= task.ts &&
        e.ts + (e.dur ?? 0) <= task.ts + (task.dur ?? 0) &&
        (e.dur ?? 0) > 2000,
    );
    const what = inside
      .filter((e) =>
        [
          'EvaluateScript',
          'v8.compileModule',
          'v8.evaluateModule',
          'FunctionCall',
          'TimerFire',
          'FireAnimationFrame',
          'EventDispatch',
          'UpdateLayoutTree',
          'Layout',
          'Paint',
          'ParseHTML',
          'ParseAuthorStyleSheet',
          'v8.run',
          'V8.GCScavenger',
          'MinorGC',
          'MajorGC',
          'RunMicrotasks',
          'XHRReadyStateChange',
          'ResourceReceivedData',
          'ProfileCall',
        ].includes(e.name),
      )
      .map((e) => {
        const d = e.args?.data;
        const where = d?.url
          ? ` ${short(String(d.url))}`
          : d?.['functionName']
            ? ` ${String(d['functionName'])}`
            : d?.['type']
              ? ` ${String(d['type'])}`
              : '';
        return `${e.name}${where} ${((e.dur ?? 0) / 1000).toFixed(0)}`;
      })
      .slice(0, 8)
      .join('; ');
    lines.push(`${rel(task.ts)} ${((task.dur ?? 0) / 1000).toFixed(0).padStart(5)}  ${what}`);
  }
  lines.push('', `main thread busy before the mark: ${(busy / 1000).toFixed(0)} ms`);
  const totals = new Map<string, number>();
  for (const e of main)
    if (
      e.ph === 'X' &&
      [
        'UpdateLayoutTree',
        'Layout',
        'Paint',
        'ParseAuthorStyleSheet',
        'MinorGC',
        'MajorGC',
        'v8.compileModule',
        'v8.evaluateModule',
        'v8.compile',
        'EvaluateScript',
        'FunctionCall',
        'RunMicrotasks',
      ].includes(e.name)
    )
      totals.set(e.name, (totals.get(e.name) ?? 0) + (e.dur ?? 0));
  lines.push([...totals].map(([name, us]) => `${name} ${(us / 1000).toFixed(0)}`).join(', '));
  const userMarks = events.filter((e) => e.cat.includes('blink.user_timing') && e.ts <= end);
  if (userMarks.length)
    lines.push('marks: ' + userMarks.map((e) => `${e.name}@${rel(e.ts).trim()}`).join(', '));
  return lines;
}

async function main(): Promise<void> {
  const file = args.find((a) => a.endsWith('.json'));
  if (file) {
    const trace = JSON.parse(readFileSync(file, 'utf8')) as { traceEvents: TraceEvent[] };
    console.log(analyse(trace.traceEvents).join('\n'));
    return;
  }
  const instance = await startInstance(['--control']);
  const browser = await launch();
  try {
    for (let run = 0; run < runs; run++) {
      const context = await newBenchContext(browser);
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await browser.startTracing(page, { categories: CATEGORIES.split(',') });
      await page.goto(`${instance.url}/main/all`);
      await page.waitForFunction(
        () => performance.getEntriesByName('petrel:first-status').length > 0,
        undefined,
        { timeout: 60_000 },
      );
      const buffer = await browser.stopTracing();
      const trace = JSON.parse(buffer.toString()) as { traceEvents: TraceEvent[] };
      if (keep) writeFileSync(`bench/trace-${run}.json`, buffer);
      console.log(`\n=== run ${run + 1}`);
      console.log(analyse(trace.traceEvents).join('\n'));
      await context.close();
    }
  } finally {
    await browser.close();
    await instance.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
