/**
 * Where a cold load's font lookups fall (issue 28 item 1): each lookup the font cache makes is
 * a synchronous call from the page's main thread to the browser process (a family matched, a
 * strike's render style, a font for a character the family lacks). Two builds, interleaved,
 * each cold load of /main/all traced at 4x CPU with the `fonts` category; per run, the calls
 * and their wall time before the app's script is evaluated (the splash's layout, while the
 * page waits for the script) and after it, up to the first-status mark (the mount's frame),
 * and the longest layout after it. `npx tsx bench/traceFonts.ts <distA> <distB> [rounds]`.
 */
import type { Browser } from '@playwright/test';
import { newBenchContext } from './browser';
import { median } from './budgets';
import { interleave, twoDists } from './interleave';
import { type MarkedLoad, traceToFirstStatus } from './tracedLoad';

export interface FontLookups {
  before: number;
  beforeMs: number;
  after: number;
  afterMs: number;
  longestLayoutMs: number;
}

/** The calls to the browser process the font cache makes, by their trace names. */
const CALLS = new Set([
  'FontDataManager::onMatchFamilyStyle',
  'WebSandboxSupportLinux::GetWebFontRenderStyleForStrike',
  'WebSandboxSupportLinux::GetFallbackFontForCharacter',
]);

/** The counts above from one traced load. */
export function countFontLookups({ events, mark, pid, tid }: MarkedLoad): FontLookups {
  const main = events.filter((e) => e.pid === pid && e.tid === tid && e.ph === 'X');
  const evaluated =
    main.find(
      (e) =>
        e.name === 'EvaluateScript' &&
        /\/assets\/index-[^/]*\.js$/.test(String(e.args?.data?.['url'])),
    )?.ts ?? mark.ts;
  const calls = main.filter((e) => CALLS.has(e.name) && e.ts <= mark.ts);
  const ms = (list: typeof calls) => list.reduce((sum, e) => sum + (e.dur ?? 0), 0) / 1000;
  const before = calls.filter((e) => e.ts < evaluated);
  const after = calls.filter((e) => e.ts >= evaluated);
  const layouts = main.filter((e) => e.name === 'Layout' && e.ts >= evaluated && e.ts <= mark.ts);
  return {
    before: before.length,
    beforeMs: ms(before),
    after: after.length,
    afterMs: ms(after),
    longestLayoutMs: Math.max(0, ...layouts.map((e) => (e.dur ?? 0) / 1000)),
  };
}

async function traceOne(browser: Browser, url: string): Promise<FontLookups | null> {
  const context = await newBenchContext(browser);
  try {
    const load = await traceToFirstStatus(context, url, ['fonts']);
    return load && countFontLookups(load);
  } finally {
    await context.close();
  }
}

function describe(f: FontLookups | null): string {
  if (!f) return 'no mark';
  return (
    `before the script ${f.before} calls ${f.beforeMs.toFixed(1)} ms, after it ${f.after} calls ` +
    `${f.afterMs.toFixed(1)} ms, longest layout after it ${f.longestLayoutMs.toFixed(1)} ms`
  );
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const dists = twoDists(args, 'bench/traceFonts.ts <distA> <distB> [rounds]');
  const builds = await interleave({
    dists,
    rounds: Number(args[2] ?? 5),
    measure: (browser, url) => traceOne(browser, `${url}/main/all`),
    line: (sample, dist, round) => `run ${round}: ${dist} ${describe(sample)}`,
  });
  for (const build of builds) {
    const runs = build.samples.filter((s): s is FontLookups => s !== null);
    const mid = (pick: (f: FontLookups) => number) => median(runs.map(pick)).toFixed(1);
    console.log(
      `${build.dist}: medians over ${runs.length} runs: before the script ${mid((f) => f.before)} ` +
        `calls ${mid((f) => f.beforeMs)} ms, after it ${mid((f) => f.after)} calls ` +
        `${mid((f) => f.afterMs)} ms, longest layout after it ${mid((f) => f.longestLayoutMs)} ms`,
    );
  }
}

if (process.argv[1]?.endsWith('traceFonts.ts'))
  main().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
