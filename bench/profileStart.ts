/**
 * What the main thread does between the landing timeline's answer and the first status mark
 * (issue 28 item 1): a trace of /main/all at 4x CPU with V8's sampling profiler, self time by
 * function and by script in that window, plus the network waterfall.
 * `npx tsx bench/profileStart.ts [runs]` against E2E_DIST (default dist).
 */
import { startInstance } from '../e2e/support/instance';
import { existsSync, readFileSync } from 'node:fs';
import { SourceMapConsumer } from 'source-map-js';
import { launch, newBenchContext } from './browser';
import {
  describeInside,
  landingNavigation,
  TASK_PARTS,
  type TraceEvent as AnyTraceEvent,
} from './traceEvents';

const maps = new Map<string, SourceMapConsumer | null>();
/** Source position of a built function, when the build in E2E_DIST has source maps. */
function where(url: string | undefined, line: number, column: number): string {
  const file = (url ?? '').split('/').pop() ?? '';
  if (!file.endsWith('.js')) return `${file}:${line}:${column}`;
  if (!maps.has(file)) {
    const path = `${process.env.E2E_DIST ?? 'dist'}/assets/${file}.map`;
    maps.set(
      file,
      existsSync(path) ? new SourceMapConsumer(JSON.parse(readFileSync(path, 'utf8'))) : null,
    );
  }
  const map = maps.get(file);
  if (!map) return `${file}:${line}:${column}`;
  const pos = map.originalPositionFor({ line: line + 1, column });
  return `${(pos.source ?? '?').replace(/^.*node_modules\//, '~').replace(/^(\.\.\/)+/, '')}:${pos.line} ${pos.name ?? ''}`;
}

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  parent?: number;
}
type TraceEvent = AnyTraceEvent<
  Record<string, unknown> & {
    cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] };
    timeDeltas?: number[];
  }
>;

const runs = Number(process.argv[2] ?? 1);
const from = process.argv[3] ?? 'timelines/';

function analyse(events: TraceEvent[]): string[] {
  const mark = events.find((e) => e.name === 'petrel:first-status');
  const nav = landingNavigation(events);
  const t0 = nav?.ts ?? 0;
  if (!mark) return ['no mark'];
  const rel = (ts: number) => ((ts - t0) / 1000).toFixed(0);
  // Network
  const reqs = new Map<string, { url: string; send: number; finish?: number }>();
  for (const e of events) {
    const id = e.args?.data?.['requestId'] as string | undefined;
    if (!id) continue;
    if (e.name === 'ResourceSendRequest')
      reqs.set(id, { url: String(e.args?.data?.url), send: e.ts });
    const r = reqs.get(id);
    if (r && e.name === 'ResourceFinish') r.finish = e.ts;
  }
  const lines = [`mark at ${rel(mark.ts)} ms`];
  let start = t0;
  for (const r of [...reqs.values()].sort((a, b) => a.send - b.send)) {
    if (r.send > mark.ts) continue;
    lines.push(
      `  ${rel(r.send)} → ${r.finish ? rel(r.finish) : '-'}  ${r.url.replace(/^https?:\/\/[^/]+/, '').slice(0, 80)}`,
    );
    if (r.url.includes(from) && r.finish) start = r.finish;
  }
  lines.push(`window: ${rel(start)} → ${rel(mark.ts)} ms`);
  // CPU profile samples
  const nodes = new Map<number, ProfileNode>();
  const samples: { ts: number; node: number }[] = [];
  let lastTs = 0;
  for (const e of events) {
    if (e.name === 'Profile')
      lastTs = Number((e.args?.data as { startTime?: number })?.startTime ?? 0);
    if (e.name !== 'ProfileChunk') continue;
    const d = e.args?.data;
    for (const n of d?.cpuProfile?.nodes ?? []) nodes.set(n.id, n);
    const s = d?.cpuProfile?.samples ?? [];
    const deltas = d?.timeDeltas ?? [];
    for (let i = 0; i < s.length; i++) {
      lastTs += deltas[i] ?? 0;
      samples.push({ ts: lastTs, node: s[i]! });
    }
  }
  const self = new Map<string, number>();
  const byUrl = new Map<string, number>();
  const incl = new Map<string, number>();
  const inWindow = samples.filter((s) => s.ts >= start && s.ts <= mark.ts);
  let prev = start;
  for (const s of inWindow) {
    const dt = (s.ts - prev) / 1000;
    prev = s.ts;
    const n = nodes.get(s.node);
    if (!n) continue;
    const key = `${n.callFrame.functionName || '(anon)'} ${where(n.callFrame.url, n.callFrame.lineNumber, n.callFrame.columnNumber)}`;
    self.set(key, (self.get(key) ?? 0) + dt);
    const u = (n.callFrame.url ?? '').split('/').pop() || n.callFrame.functionName;
    byUrl.set(u, (byUrl.get(u) ?? 0) + dt);
    const seen = new Set<string>();
    for (let c: ProfileNode | undefined = n; c; c = c.parent ? nodes.get(c.parent) : undefined) {
      const k = `${c.callFrame.functionName || '(anon)'} ${where(c.callFrame.url, c.callFrame.lineNumber, c.callFrame.columnNumber)}`;
      if (seen.has(k)) continue;
      seen.add(k);
      incl.set(k, (incl.get(k) ?? 0) + dt);
    }
  }
  // parent links
  const top = (m: Map<string, number>, n: number) =>
    [...m]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([k, v]) => `  ${v.toFixed(1).padStart(7)}  ${k}`);
  lines.push('self time by script:', ...top(byUrl, 10));
  lines.push('self time by function:', ...top(self, 30));
  lines.push('inclusive:', ...top(incl, Number(process.env.PROFILE_TOP ?? 40)));
  // Tasks in window
  const main = events.find((e) => e.name === 'petrel:first-status');
  void main;
  const tasks = events.filter(
    (e) =>
      e.name === 'RunTask' &&
      e.ph === 'X' &&
      e.ts >= start &&
      e.ts <= mark.ts &&
      (e.dur ?? 0) > 5000,
  );
  lines.push('tasks > 5 ms in window:');
  for (const t of tasks) {
    const inner = describeInside(events, t, 3, TASK_PARTS);
    lines.push(`  ${rel(t.ts)} ${((t.dur ?? 0) / 1000).toFixed(0)} ms: ${inner}`);
  }
  return lines;
}

async function main(): Promise<void> {
  const instance = await startInstance(['--control']);
  const browser = await launch();
  try {
    for (let run = 0; run < runs; run++) {
      const context = await newBenchContext(browser);
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await browser.startTracing(page, {
        categories: [
          'devtools.timeline',
          'disabled-by-default-devtools.timeline',
          'v8.execute',
          'blink.user_timing',
          'loading',
          'toplevel',
          'disabled-by-default-v8.cpu_profiler',
        ],
      });
      await page.goto(`${instance.url}/main/all`);
      await page.waitForFunction(
        () => performance.getEntriesByName('petrel:first-status').length > 0,
        undefined,
        { timeout: 60_000 },
      );
      const buffer = await browser.stopTracing();
      const trace = JSON.parse(buffer.toString()) as { traceEvents: TraceEvent[] };
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
