/**
 * A press's parts from the traces `bench/traceTouch.ts` keeps (`TRACE_DIR`), so two figures (or
 * two builds) can be set side by side by what the browser did, not by one wall time: from the
 * pointerdown to the end of the first commit after the click (the pressed frame), the time in
 * each kind of work and the counts behind it (elements restyled, objects laid out of all).
 * `npx tsx bench/touchParts.ts <trace.json>...`; the medians are grouped by the file name's first
 * word (`favourite-1.json`, `repeat-2.json`).
 */
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { median } from './budgets';
import type { TraceEvent } from './traceEvents';

const KINDS = [
  'HitTest',
  'EventDispatch',
  'RunMicrotasks',
  'UpdateLayoutTree',
  'Layout',
  'PrePaint',
  'Paint',
  'Layerize',
  'Commit',
] as const;

export interface PressParts {
  /** Pointerdown to the end of the pressed frame's commit, ms. */
  total: number;
  /** The click's own dispatch (handlers and the render in its microtasks), ms. */
  click: number;
  /** Time in each kind of event (outermost of its kind only), ms. */
  ms: Record<(typeof KINDS)[number], number>;
  /** Elements each style pass restyled. */
  restyled: number[];
  /** Dirty objects of all objects, each layout. */
  laidOut: string[];
}

function typeOf(e: TraceEvent): unknown {
  return e.args?.data?.['type'];
}

export function pressParts(events: readonly TraceEvent[]): PressParts | null {
  const down = events.find((e) => e.name === 'EventDispatch' && typeOf(e) === 'pointerdown');
  if (!down) return null;
  const main = events.filter((e) => e.pid === down.pid && e.tid === down.tid && e.ph === 'X');
  const click = main.find(
    (e) => e.name === 'EventDispatch' && typeOf(e) === 'click' && e.ts >= down.ts,
  );
  if (!click) return null;
  const clickEnd = click.ts + (click.dur ?? 0);
  const commit = main.find((e) => e.name === 'Commit' && e.ts >= clickEnd);
  if (!commit) return null;
  const end = commit.ts + (commit.dur ?? 0);
  const inside = main.filter((e) => e.ts >= down.ts && e.ts + (e.dur ?? 0) <= end);
  const ms = Object.fromEntries(
    KINDS.map((kind) => {
      const own = inside.filter((e) => e.name === kind);
      // Nested events of the same name (a paint inside a paint) are counted once.
      const outer = own.filter(
        (e) =>
          !own.some((o) => o !== e && o.ts <= e.ts && o.ts + (o.dur ?? 0) >= e.ts + (e.dur ?? 0)),
      );
      return [kind, outer.reduce((sum, e) => sum + (e.dur ?? 0), 0) / 1000];
    }),
  ) as PressParts['ms'];
  const args = (e: TraceEvent) => e.args as Record<string, Record<string, unknown> | undefined>;
  return {
    total: (end - down.ts) / 1000,
    click: (click.dur ?? 0) / 1000,
    ms,
    restyled: inside
      .filter((e) => e.name === 'UpdateLayoutTree')
      .map((e) => Number(e.args?.['elementCount'] ?? 0)),
    laidOut: inside
      .filter((e) => e.name === 'Layout')
      .map(
        (e) =>
          `${args(e)['beginData']?.['dirtyObjects']}/${args(e)['beginData']?.['totalObjects']}`,
      ),
  };
}

function main(): void {
  const groups = new Map<string, PressParts[]>();
  for (const file of process.argv.slice(2)) {
    const trace = JSON.parse(readFileSync(file, 'utf8')) as { traceEvents: TraceEvent[] };
    const parts = pressParts(trace.traceEvents);
    const name = basename(file, '.json');
    if (!parts) {
      console.log(`${name}: no press and pressed frame in the trace`);
      continue;
    }
    const group = name.split(/[-\s]/)[0] ?? name;
    groups.set(group, [...(groups.get(group) ?? []), parts]);
    console.log(
      `${name}: ${parts.total.toFixed(1)} ms, click ${parts.click.toFixed(1)}, ${KINDS.map((k) => `${k} ${parts.ms[k].toFixed(1)}`).join(', ')}; restyled ${parts.restyled.join('+')}; laid out ${parts.laidOut.join(', ')}`,
    );
  }
  for (const [group, list] of groups)
    console.log(
      `${group} medians of ${list.length}: ${median(list.map((p) => p.total)).toFixed(1)} ms, click ${median(list.map((p) => p.click)).toFixed(1)}, ${KINDS.map((k) => `${k} ${median(list.map((p) => p.ms[k])).toFixed(1)}`).join(', ')}`,
    );
}

if (process.argv[1]?.endsWith('touchParts.ts')) main();
