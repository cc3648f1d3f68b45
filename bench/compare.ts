/**
 * Cold load to first status of two builds, interleaved (A B A B …) so a shared machine's load
 * falls on both alike (issue 7). `npx tsx bench/compare.ts <distA> <distB> [runs]`: each
 * build is served by its own fake instance; prints every run and both medians.
 */
import { startInstance, type RunningInstance } from '../e2e/support/instance';
import { launch } from './browser';
import { median } from './budgets';
import { measureColdLoad } from './measures/coldLoad';

async function serve(dist: string): Promise<RunningInstance> {
  const before = process.env.E2E_DIST;
  process.env.E2E_DIST = dist;
  try {
    return await startInstance([]);
  } finally {
    if (before === undefined) delete process.env.E2E_DIST;
    else process.env.E2E_DIST = before;
  }
}

async function main(): Promise<void> {
  const [distA, distB, count] = process.argv.slice(2);
  if (!distA || !distB) throw new Error('usage: bench/compare.ts <distA> <distB> [runs]');
  const runs = Number(count ?? 9);
  const builds = [
    { dist: distA, instance: await serve(distA), firstStatus: [] as number[], tbt: [] as number[] },
    { dist: distB, instance: await serve(distB), firstStatus: [] as number[], tbt: [] as number[] },
  ];
  const browser = await launch();
  try {
    for (let run = 0; run < runs; run++) {
      const line: string[] = [];
      for (const build of builds) {
        const load = await measureColdLoad(browser, `${build.instance.url}/main/all`, 1);
        build.firstStatus.push(...load.firstStatusMs);
        build.tbt.push(...load.tbtMs);
        line.push(`${build.dist} ${Math.round(load.firstStatusMs[0] ?? NaN)} ms`);
      }
      console.log(`run ${run + 1}: ${line.join(', ')}`);
    }
    for (const build of builds)
      console.log(
        `${build.dist}: median first status ${Math.round(median(build.firstStatus))} ms ` +
          `(TBT ${Math.round(median(build.tbt))} ms) over ${build.firstStatus.length} runs`,
      );
  } finally {
    await browser.close();
    for (const build of builds) await build.instance.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
