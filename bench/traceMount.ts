/**
 * Where the mount's task goes on a cold `/main/all` at 4x CPU (issue 28 item 1): the page's main
 * thread only (other renderers' profiles left out), from navigation to the first-status mark.
 * Prints the main thread's tasks over 5 ms with their parts and thread time, then, for the task
 * that holds `petrel:mount`, V8's samples by the innermost source frame of `src/` (what our
 * code, components included, cost with what it called) and by library, and the components the
 * first commit holds by name (a walk of Preact's vnode tree when the mount's mark is observed).
 * `E2E_DIST=<unminified build with source maps> npx tsx bench/traceMount.ts [runs]`.
 */
import { existsSync, readFileSync } from 'node:fs';
import { SourceMapConsumer } from 'source-map-js';
import { startInstance } from '../e2e/support/instance';
import { launch, newBenchContext } from './browser';
import { describeInside, TASK_PARTS, type TraceEvent as AnyTraceEvent } from './traceEvents';
import { markedLoad } from './tracedLoad';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  parent?: number;
}
type TraceEvent = AnyTraceEvent<
  Record<string, unknown> & {
    cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] };
    timeDeltas?: number[];
    startTime?: number;
  }
>;

const dist = process.env.E2E_DIST ?? 'dist';
const maps = new Map<string, SourceMapConsumer | null>();

/** Source file and function of a built position, or the file's name when it has no map. */
function source(frame: ProfileNode['callFrame']): { file: string; name: string } {
  const file = (frame.url ?? '').split('/').pop() ?? '';
  if (!file.endsWith('.js')) return { file: file || frame.functionName, name: frame.functionName };
  if (!maps.has(file)) {
    const path = `${dist}/assets/${file}.map`;
    maps.set(
      file,
      existsSync(path) ? new SourceMapConsumer(JSON.parse(readFileSync(path, 'utf8'))) : null,
    );
  }
  const pos = maps
    .get(file)
    ?.originalPositionFor({ line: frame.lineNumber + 1, column: frame.columnNumber });
  const src = (pos?.source ?? file).replace(/^.*node_modules\//, '~').replace(/^.*\/src\//, 'src/');
  return { file: src, name: pos?.name ?? frame.functionName };
}

/** The library a source file belongs to (`~preact`, `~@tanstack/query-core`), or '' for ours. */
function library(file: string): string {
  if (!file.startsWith('~')) return file.startsWith('src/') ? '' : file;
  const parts = file.slice(1).split('/');
  return `~${parts[0]!.startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0]}`;
}

interface Sample {
  ts: number;
  node: number;
  dt: number;
}

/** The main thread's samples, in trace time, from its own profile only. */
function samplesOf(events: TraceEvent[], pid: number, tid: number | undefined) {
  const nodes = new Map<number, ProfileNode>();
  const samples: Sample[] = [];
  const profile = events.find((e) => e.name === 'Profile' && e.pid === pid && e.tid === tid);
  if (!profile) return { nodes, samples };
  let ts = Number(profile.args?.data?.startTime ?? 0);
  for (const e of events) {
    if (e.name !== 'ProfileChunk' || e.pid !== pid || e.id !== profile.id) continue;
    const d = e.args?.data;
    for (const n of d?.cpuProfile?.nodes ?? []) nodes.set(n.id, n);
    const s = d?.cpuProfile?.samples ?? [];
    const deltas = d?.timeDeltas ?? [];
    for (let i = 0; i < s.length; i++) {
      const dt = deltas[i] ?? 0;
      ts += dt;
      samples.push({ ts, node: s[i]!, dt });
    }
  }
  return { nodes, samples };
}

const ms = (us: number) => (us / 1000).toFixed(1);

function analyse(events: TraceEvent[]): string[] {
  const load = markedLoad(events);
  if (!load) return ['no mark'];
  const { mark, pid, tid, t0 } = load;
  const rel = (ts: number) => ((ts - t0) / 1000).toFixed(0);
  const lines = [`first status mark at ${rel(mark.ts)} ms`];
  const mountMark = events.find((e) => e.name === 'petrel:mount' && e.pid === pid);
  // Chromium names a task either way; a task is one not inside another (nested run loops aside).
  const candidates = events
    .filter(
      (e) =>
        e.pid === pid &&
        e.tid === tid &&
        e.ph === 'X' &&
        (e.name === 'ThreadControllerImpl::RunTask' || e.name === 'RunTask') &&
        e.ts >= t0 &&
        e.ts <= mark.ts,
    )
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const tasks: TraceEvent[] = [];
  for (const e of candidates) {
    const last = tasks.at(-1);
    if (last && e.ts < last.ts + (last.dur ?? 0)) continue;
    tasks.push(e);
  }
  let total = 0;
  lines.push('main-thread tasks over 5 ms (start, wall, thread time: parts):');
  for (const t of tasks) {
    total += t.tdur ?? 0;
    if ((t.dur ?? 0) < 5000) continue;
    lines.push(
      `  ${rel(t.ts)} ${ms(t.dur ?? 0)} (${ms(t.tdur ?? 0)}): ${describeInside(events, t, 2, TASK_PARTS)}`,
    );
  }
  lines.push(`thread time of all tasks to the mark: ${ms(total)} ms`);
  const mountTask = mountMark
    ? tasks.find((t) => t.ts <= mountMark.ts && mountMark.ts <= t.ts + (t.dur ?? 0))
    : undefined;
  if (!mountTask)
    return [
      ...lines,
      ...events
        .filter(
          (e) =>
            mountMark &&
            e.pid === pid &&
            e.tid === tid &&
            e.ph === 'X' &&
            e.ts <= mountMark.ts &&
            mountMark.ts <= e.ts + (e.dur ?? 0),
        )
        .map((e) => `  around: ${e.name} ${rel(e.ts)} ${ms(e.dur ?? 0)}`),
      `no mount task (mark ${mountMark ? `${rel(mountMark.ts)} ms, ${mountMark.ph}, tid ${mountMark.tid} of ${tid}` : 'absent'})`,
    ];
  lines.push(
    `mount task at ${rel(mountTask.ts)} ms: ${ms(mountTask.dur ?? 0)} ms wall, ${ms(mountTask.tdur ?? 0)} ms thread`,
  );
  const { nodes, samples } = samplesOf(events, pid, tid);
  const end = mountTask.ts + (mountTask.dur ?? 0);
  const inTask = samples.filter((s) => s.ts >= mountTask.ts && s.ts <= end);
  const ours = new Map<string, number>();
  const libs = new Map<string, number>();
  const selfTop = new Map<string, number>();
  const inclusive = new Map<string, number>();
  let sampled = 0;
  for (const s of inTask) {
    sampled += s.dt;
    const leaf = nodes.get(s.node);
    if (!leaf) continue;
    const leafSrc = source(leaf.callFrame);
    const leafKey = `${leafSrc.name || '(anon)'} ${leafSrc.file}`;
    selfTop.set(leafKey, (selfTop.get(leafKey) ?? 0) + s.dt);
    const lib = library(leafSrc.file) || 'src (self)';
    libs.set(lib, (libs.get(lib) ?? 0) + s.dt);
    let owner = '(outside src)';
    const seen = new Set<string>();
    for (let n: ProfileNode | undefined = leaf; n; n = n.parent ? nodes.get(n.parent) : undefined) {
      const src = source(n.callFrame);
      const key = `${src.name || '(anon)'} ${src.file}`;
      if (owner === '(outside src)' && src.file.startsWith('src/')) owner = key;
      if (!seen.has(key)) {
        seen.add(key);
        inclusive.set(key, (inclusive.get(key) ?? 0) + s.dt);
      }
    }
    ours.set(owner, (ours.get(owner) ?? 0) + s.dt);
  }
  const top = (m: Map<string, number>, n: number) =>
    [...m]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([k, v]) => `  ${ms(v).padStart(7)}  ${k}`);
  lines.push(`sampled in the mount task: ${ms(sampled)} ms`);
  lines.push('by the leaf frame library:', ...top(libs, 12));
  lines.push('by the innermost src/ frame (its own time and the libraries it called):');
  lines.push(...top(ours, Number(process.env.MOUNT_TOP ?? 45)));
  lines.push('self time by function:', ...top(selfTop, 25));
  lines.push('inclusive (src/ only):');
  lines.push(
    ...top(
      new Map([...inclusive].filter(([k]) => k.includes(' src/'))),
      Number(process.env.MOUNT_TOP ?? 45),
    ),
  );
  return lines;
}

/** In the page: the components and host elements under #app when the mount's mark is seen. */
function countAtMount(): void {
  interface Vnode {
    type: unknown;
    __k?: (Vnode | null)[] | null;
  }
  const w = window as unknown as { __mountCount?: Record<string, number> };
  new PerformanceObserver((list) => {
    if (!list.getEntries().some((e) => e.name === 'petrel:mount')) return;
    const counts: Record<string, number> = {};
    const visit = (v: Vnode | null | undefined) => {
      if (!v) return;
      const type = v.type as string | { displayName?: string; name?: string } | null;
      const name =
        typeof type === 'string'
          ? '<host>'
          : type
            ? type.displayName || type.name || '(anon)'
            : '(text)';
      counts[name] = (counts[name] ?? 0) + 1;
      for (const child of v.__k ?? []) visit(child);
    };
    const root = (document.getElementById('app') as unknown as { __k?: Vnode } | null)?.__k;
    visit(root);
    w.__mountCount = counts;
  }).observe({ type: 'mark' });
}

interface PassRecord {
  start: number;
  end: number;
  commit: number;
  /** name -> [instances, subtree ms, own ms (subtree less its children's)] */
  by: Record<string, [number, number, number]>;
  hooks: number;
  hooksBy: Record<string, number>;
  /** name -> [layout effects run, ms] */
  layoutEffects: Record<string, [number, number]>;
}

/**
 * In the page, for a build that sets `globalThis.__preactOptions` to Preact's `options` (the
 * profiling build's probe): each render pass (a diff from an empty stack to its end) with every
 * vnode's subtree time and own time by component name, host elements as '(host)', and the time
 * of the commit's callbacks (layout effects).
 */
function timeSubtrees(): void {
  type Hook = ((vnode: unknown, extra?: unknown) => void) | undefined;
  interface Options {
    __b?: Hook;
    diffed?: Hook;
    __c?: Hook;
  }
  const w = window as unknown as { __passes: PassRecord[] };
  w.__passes = [];
  const stack: { t0: number; child: number; name: string }[] = [];
  const nameOf = (v: { type?: unknown }): string => {
    const type = v.type as string | { displayName?: string; name?: string } | null | undefined;
    if (typeof type === 'string') return '(host)';
    if (!type) return '(text)';
    return type.displayName || type.name || '(anon)';
  };
  Object.defineProperty(window, '__preactOptions', {
    configurable: true,
    set(o: Options) {
      const diff = o.__b;
      const diffed = o.diffed;
      const commit = o.__c;
      o.__b = (vnode, extra) => {
        if (stack.length === 0)
          w.__passes.push({
            start: performance.now(),
            end: 0,
            commit: 0,
            by: {},
            hooks: 0,
            hooksBy: {},
            layoutEffects: {},
          });
        stack.push({ t0: performance.now(), child: 0, name: nameOf(vnode as { type?: unknown }) });
        diff?.(vnode, extra);
      };
      o.diffed = (vnode) => {
        diffed?.(vnode);
        const frame = stack.pop();
        const pass = w.__passes.at(-1);
        if (!frame || !pass) return;
        const total = performance.now() - frame.t0;
        const row = (pass.by[frame.name] ??= [0, 0, 0]);
        // Hooks held by a component instance (Preact's `__c.__H.__`), counted once per pass.
        const hooks = (vnode as { __c?: { __H?: { __?: unknown[] } } }).__c?.__H?.__?.length ?? 0;
        pass.hooks += hooks;
        if (hooks > 0) pass.hooksBy[frame.name] = (pass.hooksBy[frame.name] ?? 0) + hooks;
        row[0]++;
        row[1] += total;
        row[2] += total - frame.child;
        const parent = stack.at(-1);
        if (parent) parent.child += total;
        else pass.end = performance.now();
      };
      o.__c = (vnode, queue) => {
        const t0 = performance.now();
        const pass = w.__passes.at(-1);
        // Each component's layout effects (hook states with a function value in `__h`), timed.
        for (const c of (queue as {
          constructor?: { displayName?: string; name?: string };
          __h?: unknown[];
        }[]) ?? []) {
          const name = c.constructor?.displayName || c.constructor?.name || '(anon)';
          for (const cb of c.__h ?? []) {
            const hook = cb as { __?: () => unknown };
            if (!pass || typeof cb !== 'object' || typeof hook.__ !== 'function') continue;
            const effect = hook.__;
            hook.__ = () => {
              const at = performance.now();
              const out = effect();
              const row = (pass.layoutEffects[name] ??= [0, 0]);
              row[0]++;
              row[1] += performance.now() - at;
              return out;
            };
          }
        }
        commit?.(vnode, queue);
        if (pass) pass.commit += performance.now() - t0;
      };
    },
  });
}

function printPasses(passes: PassRecord[], mountAt: number, markAt: number): string[] {
  const lines: string[] = [];
  const inWindow = passes.filter((p) => p.start >= mountAt - 1 && p.start <= markAt);
  for (const [i, p] of inWindow.entries()) {
    const rows = Object.entries(p.by).sort((a, b) => b[1][1] - a[1][1]);
    const instances = rows.reduce((s, [, r]) => s + r[0], 0);
    lines.push(
      `pass ${i + 1} at +${(p.start - mountAt).toFixed(0)} ms: diff ${(p.end - p.start).toFixed(1)} ms, ` +
        `commit callbacks ${p.commit.toFixed(1)} ms, ${instances} vnodes`,
    );
    if (i > 0 && p.end - p.start < 5) continue;
    lines.push(
      `  hooks ${p.hooks}: ` +
        Object.entries(p.hooksBy)
          .sort((a, b) => b[1] - a[1])
          .map(([k, n]) => `${k} ${n}`)
          .join(', '),
    );
    const effects = Object.entries(p.layoutEffects).sort((a, b) => b[1][1] - a[1][1]);
    lines.push(
      `  layout effects ${effects.reduce((s, [, r]) => s + r[0], 0)}: ` +
        effects.map(([k, r]) => `${k} ${r[1].toFixed(1)} (${r[0]})`).join(', '),
    );
    const own = [...rows].sort((a, b) => b[1][2] - a[1][2]);
    lines.push(
      '  subtree ms (instances): ' +
        rows
          .slice(0, 40)
          .map(([k, r]) => `${k} ${r[1].toFixed(1)} (${r[0]})`)
          .join(', '),
    );
    lines.push(
      '  own ms: ' +
        own
          .slice(0, 25)
          .map(([k, r]) => `${k} ${r[2].toFixed(1)}`)
          .join(', '),
    );
  }
  return lines;
}

async function main(): Promise<void> {
  const runs = Number(process.argv[2] ?? 1);
  const instance = await startInstance(['--control']);
  const browser = await launch();
  try {
    for (let run = 0; run < runs; run++) {
      const context = await newBenchContext(browser);
      await context.addInitScript(countAtMount);
      await context.addInitScript(timeSubtrees);
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
        { timeout: 90_000 },
      );
      const buffer = await browser.stopTracing();
      const counts = await page.evaluate(
        () => (window as unknown as { __mountCount?: Record<string, number> }).__mountCount ?? {},
      );
      const timed = await page.evaluate(() => ({
        passes: (window as unknown as { __passes?: PassRecord[] }).__passes ?? [],
        mount: performance.getEntriesByName('petrel:mount')[0]?.startTime ?? 0,
        mark: performance.getEntriesByName('petrel:first-status')[0]?.startTime ?? 0,
      }));
      const trace = JSON.parse(buffer.toString()) as { traceEvents: TraceEvent[] };
      console.log(`\n=== run ${run + 1}`);
      console.log(analyse(trace.traceEvents).join('\n'));
      const sorted = Object.entries(counts).sort((a, b) => b[1] - a[1]);
      const components = sorted.filter(([k]) => k !== '<host>' && k !== '(text)');
      console.log(
        `vnodes at the mount's mark: ${counts['<host>'] ?? 0} host elements, ${counts['(text)'] ?? 0} text, ` +
          `${components.reduce((s, [, n]) => s + n, 0)} component instances of ${components.length} kinds:`,
      );
      console.log(components.map(([k, n]) => `${k} ${n}`).join(', '));
      console.log(printPasses(timed.passes, timed.mount, timed.mark).join('\n'));
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
