/**
 * The long scroll of two builds, interleaved (A B A B …) so a shared machine's load falls on
 * both alike (issue 28). `npx tsx bench/compareScroll.ts <distA> <distB> [statuses] [runs]
 * [cpu]`: each build is served by its own fake instance; prints every run's figures. Node
 * counts and heap do not depend on the CPU; `cpu` 1 gets them quickly on a busy machine.
 * `SCROLL_CPU=1` also ranks the walk's tasks by thread time (`scrollTaskCpu.ts`).
 */
import { round } from './budgets';
import { interleave, twoDists } from './interleave';
import { measureLongScroll } from './measures/longScroll';

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const dists = twoDists(args, 'bench/compareScroll.ts <distA> <distB> [statuses] [runs] [cpu]');
  const [, , statuses, runs, cpu] = args;
  // SCROLL_CPU=1 ranks the walk's tasks by thread time too (a heavier trace).
  const detail = process.env.SCROLL_CPU === '1';
  await interleave({
    dists,
    rounds: Number(runs ?? 1),
    flags: ['--control'],
    measure: (browser, url) =>
      measureLongScroll(
        browser,
        url,
        'demo-token-juniper',
        Number(statuses ?? 2000),
        Number(cpu ?? 4),
        detail,
      ),
    line: (s, dist, run) =>
      `run ${run} ${dist} at ${s.cpuThrottling}x: ${s.reached} statuses in ${s.pages} pages, ${round(s.seconds)} s; ` +
      `heap ${round(s.heapMb)} MB; DOM nodes max ${s.domNodesMax}, at the end ${s.domNodesAtEnd}; ` +
      `longest task ${round(s.longestTaskMs)} ms, ${s.tasksOver50ms} over 50 ms; ` +
      `longest by the page (ms: rows mounted/unmounted): ${s.longest
        .map((t) => `${t.ms}: ${t.mounted}/${t.unmounted}`)
        .join(', ')}` +
      (s.longestCpu
        ? `\n  longest by thread time (cpu/wall ms, kind, mounted/unmounted): ${s.longestCpu
            .map((t) => `${t.cpuMs}/${t.wallMs} ${t.kind} ${t.mounted}/${t.unmounted} (${t.parts})`)
            .join(';\n    ')}`
        : ''),
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
