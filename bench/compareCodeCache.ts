/**
 * V8's code cache on repeat visits (issue 27), two builds interleaved: Playwright's contexts are
 * off the record, where Chromium keeps no code cache for HTTP-cached scripts, so each build gets
 * a persistent profile of its own (a fresh one per round), one warm-up visit that installs the
 * worker, then `visits` repeat visits at 4x CPU, each traced: whether the app's module script
 * compiled from a code cache (consumed) or produced one, and the first status.
 * `npx tsx bench/compareCodeCache.ts <distA> <distB> [rounds] [visits]`.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { median } from './budgets';
import { CHROME_FLAGS, CHROME_PATH } from './browser';
import { interleave, twoDists } from './interleave';
import { firstStatusMark } from './measures/firstStatusMark';
import { FIRST_STATUS_MARKS, leave } from './measures/repeatVisit';
import { tracedWith, type TraceEvent } from './traceEvents';

interface Visit {
  firstStatus: number;
  consumed: number;
  produced: number;
  streamed: boolean;
  /** The renderer's lazy function compiles (`V8.CompileCode`): count and total ms. */
  lazyCompiles: number;
  lazyCompileMs: number;
}

const APP_SCRIPT = /\/assets\/index-[^/]*\.js$/;

function codeCacheOf(events: TraceEvent[]): Omit<Visit, 'firstStatus'> {
  const ofApp = events.filter((e) => {
    const url = String(e.args?.data?.['url'] ?? e.args?.['fileName'] ?? '');
    return APP_SCRIPT.test(url);
  });
  if (process.env.CODECACHE_DEBUG)
    for (const e of ofApp)
      console.log('   ', e.name, e.dur ?? '', JSON.stringify(e.args?.data ?? {}).slice(0, 200));
  // A module entry compiles in `v8.compileModule`, a classic one (scripts/viteClassicEntry.ts)
  // in `v8.compile`; the produce events differ the same way.
  const compile = ofApp.find((e) => e.name === 'v8.compileModule' || e.name === 'v8.compile');
  const data = compile?.args?.data ?? {};
  const produce = ofApp.find(
    (e) => e.name === 'v8.produceModuleCache' || e.name === 'v8.produceCache',
  );
  const lazy = events.filter((e) => e.name === 'V8.CompileCode');
  return {
    lazyCompiles: lazy.length,
    lazyCompileMs: lazy.reduce((sum, e) => sum + (e.dur ?? 0), 0) / 1000,
    consumed: Number(data['consumedCacheSize'] ?? 0),
    produced: Number(produce?.args?.data?.['producedCacheSize'] ?? 0),
    streamed: data['streamed'] === true,
  };
}

async function measure(url: string, visits: number): Promise<Visit[]> {
  const profile = mkdtempSync(join(tmpdir(), 'petrel-codecache-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROME_PATH,
    args: CHROME_FLAGS,
  });
  try {
    const first = await context.newPage();
    await first.goto(url);
    await firstStatusMark(await context.newCDPSession(first));
    await first.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
      timeout: 60_000,
    });
    await leave(first);
    const out: Visit[] = [];
    for (let i = 0; i < visits; i++) {
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      let firstStatus = -1;
      const events = await tracedWith(
        cdp,
        ['v8', 'disabled-by-default-v8.compile', 'blink.user_timing'],
        async () => {
          await page.goto(url);
          firstStatus = (await firstStatusMark(cdp, 60_000, FIRST_STATUS_MARKS)) ?? -1;
          // The cache a visit produces is written after its evaluation: let it land.
          await page.waitForTimeout(1000);
        },
      );
      out.push({ firstStatus, ...codeCacheOf(events) });
      await leave(page);
    }
    return out;
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const dists = twoDists(args, 'bench/compareCodeCache.ts <distA> <distB> [rounds] [visits]');
  const visits = Number(args[3] ?? 3);
  const builds = await interleave({
    dists,
    rounds: Number(args[2] ?? 2),
    measure: (_browser, url) => measure(`${url}/main/all`, visits),
    line: (sample, dist, round) =>
      `round ${round}: ${dist} ` +
      sample
        .map(
          (v) =>
            `${Math.round(v.firstStatus)} ms (consumed ${v.consumed} B, produced ${v.produced} B` +
            `${v.streamed ? ', streamed' : ''}; ${v.lazyCompiles} lazy compiles, ` +
            `${Math.round(v.lazyCompileMs)} ms)`,
        )
        .join('; '),
  });
  for (const build of builds) {
    const all = build.samples.flat();
    console.log(
      `${build.dist}: median first status ${Math.round(median(all.map((v) => v.firstStatus)))} ms ` +
        `over ${all.length} visits; consumed a code cache in ${all.filter((v) => v.consumed > 0).length}, ` +
        `produced one in ${all.filter((v) => v.produced > 0).length}; median lazy compiles ` +
        `${median(all.map((v) => v.lazyCompiles))} (${Math.round(median(all.map((v) => v.lazyCompileMs)))} ms)`,
    );
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
