/**
 * What runs between a touch and its paint (issue 28): for a favourite click and a time link
 * click at 4x CPU, prints the React components rendered in each commit (counted through the
 * DevTools hook, which a production build calls too), the main thread's tasks from the input to
 * the frame, and the CPU profile's heaviest functions. Read counts and shares, not wall time.
 * `npx tsx bench/traceTouch.ts [dist] [samples] [cpu] [favourite|conversation]`; an unminified build
 * (`npx vite build --minify false --outDir <dir>`) gives readable function names. `EXTRA_CSS=<css>`
 * adds a stylesheet to the page before the samples (a layout or paint experiment without a build).
 */
import { writeFileSync } from 'node:fs';
import type { CDPSession, Page } from '@playwright/test';
import { startInstance } from '../e2e/support/instance';
import { launch, newBenchContext } from './browser';
import { armLatency, readLatency, storeToken } from './probe';

interface Fiber {
  tag: number;
  flags: number;
  type: unknown;
  child: Fiber | null;
  sibling: Fiber | null;
  alternate: Fiber | null;
}

/** Runs in the page before React loads: a DevTools hook that lists what each commit rendered. */
export function installRenderCounter(): void {
  const FUNCTION = 0;
  const CLASS = 1;
  const FORWARD_REF = 11;
  const MEMO = 14;
  const SIMPLE_MEMO = 15;
  const PERFORMED_WORK = 1;
  const w = window as unknown as { __commits: { at: number; rendered: string[] }[] };
  w.__commits = [];
  const nameOf = (fiber: Fiber): string => {
    const type = fiber.type as
      | {
          displayName?: string;
          name?: string;
          type?: { name?: string };
          render?: { name?: string };
        }
      | undefined;
    return (
      type?.displayName || type?.name || type?.type?.name || type?.render?.name || `tag${fiber.tag}`
    );
  };
  const walk = (fiber: Fiber | null, out: string[]) => {
    for (let f = fiber; f; f = f.sibling) {
      const component = [FUNCTION, CLASS, FORWARD_REF, MEMO, SIMPLE_MEMO].includes(f.tag);
      if (component && (f.flags & PERFORMED_WORK) !== 0) out.push(nameOf(f));
      // A subtree that was not cloned was not rendered in this commit.
      if (f.alternate && f.child === f.alternate.child) continue;
      walk(f.child, out);
    }
  };
  (window as unknown as Record<string, unknown>).__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    isDisabled: false,
    renderers: new Map(),
    inject: () => 1,
    checkDCE: () => undefined,
    onScheduleFiberRoot: () => undefined,
    onCommitFiberUnmount: () => undefined,
    onPostCommitFiberRoot: () => undefined,
    onCommitFiberRoot: (_id: number, root: { current: Fiber }) => {
      const rendered: string[] = [];
      walk(root.current.child, rendered);
      w.__commits.push({ at: performance.now(), rendered });
    },
  };
}

/**
 * Runs in the page once it has rendered: Preact (what ships) calls no DevTools hook, so each
 * mounted component instance's `render` is wrapped to log its component's name and time. Preact's
 * mangled fields: a container's root vnode `__k`, a vnode's children `__k`, its instance `__c`.
 * Instances mounted later are not counted; an interaction renders ones already there.
 */
export function wrapPreactRenders(): number {
  interface Vnode {
    type: unknown;
    __k?: (Vnode | null)[] | null;
    __c?: { render: (...args: unknown[]) => unknown; __wrapped?: boolean } | null;
  }
  const w = window as unknown as { __renders: { at: number; name: string }[] };
  w.__renders ??= [];
  let wrapped = 0;
  const visit = (vnode: Vnode | null | undefined) => {
    if (!vnode) return;
    const instance = vnode.__c;
    if (instance && typeof vnode.type === 'function' && !instance.__wrapped) {
      const type = vnode.type as { displayName?: string; name?: string };
      const name = type.displayName || type.name || 'anonymous';
      const render = instance.render;
      instance.render = function (this: unknown, ...args: unknown[]) {
        w.__renders.push({ at: performance.now(), name });
        return render.apply(this, args);
      };
      instance.__wrapped = true;
      wrapped++;
    }
    for (const child of vnode.__k ?? []) visit(child);
  };
  for (const el of document.querySelectorAll('*')) {
    const root = (el as unknown as { __k?: Vnode }).__k;
    if (root && typeof root === 'object' && 'type' in root) visit(root);
  }
  return wrapped;
}

export interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
  children?: number[];
}

/**
 * Self and inclusive time of the functions sampled between `from` and `to` (trace clock, µs):
 * the interaction's own work, not the bench's waiting around it.
 */
export interface CpuProfile {
  nodes: ProfileNode[];
  startTime: number;
  samples?: number[];
  timeDeltas?: number[];
}

export function summariseProfile(
  profile: CpuProfile,
  from: number,
  to: number,
  selfCount = 20,
  inclusiveCount = 45,
): string[] {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const keyOf = (n: ProfileNode) =>
    `${n.callFrame.functionName || '(anonymous)'} ${n.callFrame.url.replace(/^.*\//, '')}:${n.callFrame.lineNumber + 1}`;
  const self = new Map<string, number>();
  const inclusive = new Map<string, number>();
  const deltas = profile.timeDeltas ?? [];
  let t = profile.startTime;
  let total = 0;
  (profile.samples ?? []).forEach((id, i) => {
    t += deltas[i] ?? 0;
    const dt = deltas[i + 1] ?? 0;
    if (t < from || t > to) return;
    const node = byId.get(id);
    if (!node || node.callFrame.functionName === '(idle)') return;
    total += dt;
    self.set(keyOf(node), (self.get(keyOf(node)) ?? 0) + dt);
    const seen = new Set<string>();
    for (let n: ProfileNode | undefined = node; n; n = byId.get(parent.get(n.id) ?? -1)) {
      const k = keyOf(n);
      if (seen.has(k)) continue;
      seen.add(k);
      inclusive.set(k, (inclusive.get(k) ?? 0) + dt);
    }
  });
  const top = (m: Map<string, number>, count: number) =>
    [...m]
      .filter(([k]) => !k.startsWith('(root)'))
      .sort((a, b) => b[1] - a[1])
      .slice(0, count)
      .map(([k, us]) => `  ${(us / 1000).toFixed(1).padStart(7)} ms  ${k}`);
  return [
    `cpu profile: ${(total / 1000).toFixed(1)} ms busy in the interaction; heaviest (self):`,
    ...top(self, selfCount),
    'heaviest (inclusive):',
    ...top(inclusive, inclusiveCount),
  ];
}

export interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  tid: number;
  pid: number;
  args?: { data?: { type?: string } };
}

export function summariseTrace(events: TraceEvent[]): string[] {
  const input = events.find(
    (e) => e.name === 'EventDispatch' && e.args?.data?.type === 'pointerdown',
  );
  if (!input) return ['trace: no pointerdown'];
  const main = events.filter((e) => e.pid === input.pid && e.tid === input.tid && e.ph === 'X');
  const tasks = main.filter((e) => e.name === 'RunTask' && e.ts + (e.dur ?? 0) >= input.ts);
  const lines = ['tasks from the pointerdown (ms after it, duration, inside):'];
  for (const task of tasks.slice(0, 14)) {
    const end = task.ts + (task.dur ?? 0);
    const inside = main
      .filter((e) => e !== task && e.ts >= task.ts && e.ts + (e.dur ?? 0) <= end)
      .filter((e) =>
        [
          'EventDispatch',
          'FunctionCall',
          'TimerFire',
          'FireAnimationFrame',
          'RunMicrotasks',
          'UpdateLayoutTree',
          'Layout',
          'PrePaint',
          'Paint',
          'Commit',
          'MinorGC',
          'MajorGC',
          'HitTest',
          'XHRReadyStateChange',
          'v8.evaluateModule',
        ].includes(e.name),
      )
      .filter((e) => (e.dur ?? 0) > 300)
      .map(
        (e) =>
          `${e.name}${e.args?.data?.type ? `(${e.args.data.type})` : ''} ${((e.dur ?? 0) / 1000).toFixed(1)}`,
      );
    lines.push(
      `  +${((task.ts - input.ts) / 1000).toFixed(1).padStart(6)} ${((task.dur ?? 0) / 1000).toFixed(1).padStart(6)}  ${inside.join(', ')}`,
    );
  }
  return lines;
}

async function observe(
  page: Page,
  cdp: CDPSession,
  label: string,
  act: () => Promise<void>,
): Promise<void> {
  await page.evaluate(() => ((window as unknown as { __commits: unknown[] }).__commits = []));
  const instances = await page.evaluate(wrapPreactRenders);
  await page.evaluate(() => ((window as unknown as { __renders: unknown[] }).__renders = []));
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  await page
    .context()
    .browser()!
    .startTracing(page, {
      // TRACE_CATEGORIES adds Chromium's own (e.g. `blink,cc`: the layerization's steps).
      categories: [
        'devtools.timeline',
        'disabled-by-default-devtools.timeline',
        'v8.execute',
        ...(process.env.TRACE_CATEGORIES?.split(',') ?? []),
      ],
    });
  await cdp.send('Profiler.start');
  const started = await page.evaluate(() => performance.now());
  await act();
  const ms = await readLatency(page, 10_000).catch(() => NaN);
  const { profile } = await cdp.send('Profiler.stop');
  const trace = JSON.parse((await page.context().browser()!.stopTracing()).toString()) as {
    traceEvents: TraceEvent[];
  };
  const commits = await page.evaluate(
    () => (window as unknown as { __commits: { at: number; rendered: string[] }[] }).__commits,
  );
  console.log(`\n=== ${label}: ${ms.toFixed(1)} ms to the frame`);
  for (const c of commits.filter((c) => c.at >= started)) {
    const counts = new Map<string, number>();
    for (const name of c.rendered) counts.set(name, (counts.get(name) ?? 0) + 1);
    console.log(
      `commit +${(c.at - started).toFixed(0)} ms: ${c.rendered.length} components: ${[...counts]
        .map(([n, k]) => (k > 1 ? `${n}x${k}` : n))
        .join(' ')}`,
    );
  }
  const renders = await page.evaluate(
    () => (window as unknown as { __renders: { at: number; name: string }[] }).__renders,
  );
  // Preact: the components rendered, grouped by the millisecond they began in.
  const groups = new Map<number, string[]>();
  for (const r of renders) {
    const at = Math.round(r.at - started);
    groups.set(at, [...(groups.get(at) ?? []), r.name]);
  }
  if (instances > 0)
    for (const [at, names] of groups)
      console.log(`renders +${at} ms: ${names.length}: ${names.join(' ')}`);
  console.log(summariseTrace(trace.traceEvents).join('\n'));
  // TRACE_DIR keeps each raw trace for a closer look (style and layout counts, paint rects).
  if (process.env.TRACE_DIR)
    writeFileSync(
      `${process.env.TRACE_DIR}/${label.replace(/\W+/g, '-')}.json`,
      JSON.stringify({ ...trace, profile }),
    );
  const input = trace.traceEvents.find(
    (e) => e.name === 'EventDispatch' && e.args?.data?.type === 'pointerdown',
  );
  if (input)
    console.log(summariseProfile(profile, input.ts - 1000, input.ts + ms * 1000).join('\n'));
}

async function main(): Promise<void> {
  const [dist, count, cpu, only] = process.argv.slice(2);
  if (dist) process.env.E2E_DIST = dist;
  const samples = Number(count ?? 2);
  const instance = await startInstance([]);
  const browser = await launch();
  try {
    const context = await newBenchContext(browser, { viewport: { width: 1280, height: 800 } });
    await context.addInitScript(installRenderCounter);
    const page = await context.newPage();
    await storeToken(page, 'demo-token-juniper');
    const cdp = await context.newCDPSession(page);
    await page.goto(`${instance.url}/main/friends`);
    const feed = page.getByRole('feed', { name: 'Home' });
    await page.locator('[role="feed"][aria-busy="false"]').waitFor();
    // Start-up's lazy parts (notifications, panels) settle before the first sample.
    await page.waitForTimeout(3000);
    // EXTRA_CSS tries a stylesheet change on the built page before building it; with EXTRA_CSS_AB
    // it is on for every other sample (labelled "css" and "plain"), so the load falls on both.
    const extra = process.env.EXTRA_CSS;
    if (extra) await page.addStyleTag({ content: extra });
    const alternate = Boolean(extra && process.env.EXTRA_CSS_AB);
    // At 1x the profile's attribution is sharper: throttling lends its pauses to whatever ran.
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: Number(cpu ?? 4) });
    // FIGURE=repeat presses Repeat instead of Favourite (the two figures' traces side by side).
    const figure = process.env.FIGURE === 'repeat' ? 'repeat' : 'favourite';
    const toggle = figure === 'repeat' ? /^Repeat/ : /^Favourite/;
    for (let i = 0; i < (only === 'conversation' ? 0 : samples); i++) {
      const on = i % 2 === 0;
      if (alternate)
        await page.evaluate((disabled) => {
          const sheet = [...document.querySelectorAll('style')].at(-1) as HTMLStyleElement;
          sheet.disabled = disabled;
        }, !on);
      const buttons = feed.getByRole('button', { name: toggle, pressed: false });
      // Only the rows near the view are drawn (rowWindow.ts): once theirs are pressed, scroll on.
      if ((await buttons.count()) === 0) {
        await page.evaluate(() => window.scrollBy(0, window.innerHeight * 0.8));
        await page.locator('[role="feed"][aria-busy="false"]').waitFor();
        await page.waitForTimeout(500);
      }
      const button = buttons.first();
      await button.scrollIntoViewIfNeeded();
      await button.evaluate((el) => {
        (window as unknown as { __benchTarget: Element }).__benchTarget = el;
      });
      await armLatency(page, { kind: 'pressed' });
      await page.waitForTimeout(300);
      // Read the box after the wait: images loading above it still move the row.
      const box = (await button.boundingBox())!;
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
      // By coordinates: a locator's click runs Playwright's own script in the page.
      const label = `${figure} ${i + 1}${alternate ? (on ? ' css' : ' plain') : ''}`;
      await observe(page, cdp, label, () =>
        page.mouse.click(box.x + box.width / 2, box.y + box.height / 2),
      );
      await page.waitForTimeout(1500);
    }
    for (let i = 0; i < (only === 'favourite' ? 0 : samples); i++) {
      const link = feed.locator('article .status__time').nth(i);
      await link.scrollIntoViewIfNeeded();
      const box = (await link.boundingBox())!;
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
      await page.waitForTimeout(500);
      await armLatency(page, {
        kind: 'selector',
        selector: '.conversation [data-thread-id] article[aria-current="true"]',
      });
      await observe(page, cdp, `conversation ${i + 1}`, () => link.click());
      await page.waitForTimeout(1500);
      await page.goBack();
      await feed.getByRole('article').first().waitFor();
      await page.waitForTimeout(1000);
    }
    await context.close();
  } finally {
    await browser.close();
    await instance.stop();
  }
}

if (process.argv[1]?.endsWith('traceTouch.ts'))
  main().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
