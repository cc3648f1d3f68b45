/**
 * The long scroll of two builds, interleaved (A B A B …) so a shared machine's load falls on
 * both alike (issue 28). `npx tsx bench/compareScroll.ts <distA> <distB> [statuses] [runs]
 * [cpu]`: each build is served by its own fake instance; prints every run's figures. Node
 * counts and heap do not depend on the CPU; `cpu` 1 gets them quickly on a busy machine.
 */
import { startInstance, type RunningInstance } from '../e2e/support/instance';
import { launch } from './browser';
import { round } from './budgets';
import { measureLongScroll } from './measures/longScroll';

async function serve(dist: string): Promise<RunningInstance> {
  const before = process.env.E2E_DIST;
  process.env.E2E_DIST = dist;
  try {
    return await startInstance(['--control']);
  } finally {
    if (before === undefined) delete process.env.E2E_DIST;
    else process.env.E2E_DIST = before;
  }
}

async function main(): Promise<void> {
  const [distA, distB, statuses, count, cpu] = process.argv.slice(2);
  if (!distA || !distB)
    throw new Error('usage: bench/compareScroll.ts <distA> <distB> [statuses] [runs] [cpu]');
  const runs = Number(count ?? 1);
  const builds = [
    { dist: distA, instance: await serve(distA) },
    { dist: distB, instance: await serve(distB) },
  ];
  const browser = await launch();
  try {
    for (let run = 0; run < runs; run++)
      for (const build of builds) {
        const s = await measureLongScroll(
          browser,
          build.instance.url,
          'demo-token-juniper',
          Number(statuses ?? 2000),
          Number(cpu ?? 4),
        );
        console.log(
          `run ${run + 1} ${build.dist} at ${s.cpuThrottling}x: ${s.reached} statuses in ${s.pages} pages, ${round(s.seconds)} s; ` +
            `heap ${round(s.heapMb)} MB; DOM nodes max ${s.domNodesMax}, at the end ${s.domNodesAtEnd}; ` +
            `longest task ${round(s.longestTaskMs)} ms, ${s.tasksOver50ms} over 50 ms`,
        );
      }
  } finally {
    await browser.close();
    for (const build of builds) await build.instance.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
