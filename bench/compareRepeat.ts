/**
 * Repeat visit (service worker warm) to first status of two builds, interleaved (issue 27's
 * figure). `npx tsx bench/compareRepeat.ts <distA> <distB> [rounds] [runsPerRound]`: each
 * round opens a returning reader's profile per build (bench/measures/repeatVisit.ts) and then
 * makes `runsPerRound` repeat visits in it.
 */
import { median } from './budgets';
import { interleave, twoDists } from './interleave';
import { measureRepeatVisit } from './measures/repeatVisit';

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const dists = twoDists(args, 'bench/compareRepeat.ts <distA> <distB> [rounds] [runs]');
  const builds = await interleave({
    dists,
    rounds: Number(args[2] ?? 3),
    measure: (_browser, url) => measureRepeatVisit(`${url}/main/all`, Number(args[3] ?? 3)),
    line: (visit, dist, round) =>
      `round ${round}: ${dist} ${visit.firstStatusMs.map(Math.round).join(', ')} ms ` +
      `(app's own ${(visit.appFirstStatusMs ?? []).map(Math.round).join(', ')} ms; ` +
      `${visit.servedByWorker} of ${visit.runs} from the worker; app script in at ` +
      `${visit.appScriptInMs.map(Math.round).join(', ')} ms)`,
  });
  for (const build of builds)
    console.log(
      `${build.dist}: median repeat visit first status ` +
        `${Math.round(median(build.samples.flatMap((s) => s.firstStatusMs)))} ms over ` +
        `${build.samples.reduce((n, s) => n + s.runs, 0)} visits; the app's own ` +
        `${Math.round(median(build.samples.flatMap((s) => s.appFirstStatusMs ?? [])))} ms; app script in at ` +
        `${Math.round(median(build.samples.flatMap((s) => s.appScriptInMs)))} ms`,
    );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
