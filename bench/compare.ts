/**
 * Cold load to first status of two builds, interleaved (A B A B …) so a shared machine's load
 * falls on both alike (issue 7). `npx tsx bench/compare.ts <distA> <distB> [runs]`: each
 * build is served by its own fake instance; prints every run and both medians.
 * `BENCH_LATENCY_MS=40` adds that much to every request's round trip (a server farther away
 * than this machine: what waits for an answer, not for the CPU, then shows).
 */
import { median } from './budgets';
import { interleave, twoDists } from './interleave';
import { measureColdLoad } from './measures/coldLoad';

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const dists = twoDists(args, 'bench/compare.ts <distA> <distB> [runs]');
  const builds = await interleave({
    dists,
    rounds: Number(args[2] ?? 9),
    measure: (browser, url) =>
      measureColdLoad(browser, `${url}/main/all`, 1, 4, Number(process.env.BENCH_LATENCY_MS ?? 0)),
    line: (load, dist, run) => `run ${run}: ${dist} ${Math.round(load.firstStatusMs[0] ?? NaN)} ms`,
  });
  for (const build of builds)
    console.log(
      `${build.dist}: median first status ${Math.round(median(build.samples.flatMap((s) => s.firstStatusMs)))} ms ` +
        `(TBT ${Math.round(median(build.samples.flatMap((s) => s.tbtMs)))} ms) over ${build.samples.length} runs`,
    );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
