/**
 * The touch figures (issue 28 item 3) of two builds, interleaved (A B A B …) so a shared
 * machine's load falls on both alike. `npx tsx bench/compareTouch.ts <distA> <distB> [rounds]
 * [figures]`: each build on its own fake instance, three samples of each interaction per round;
 * `figures` (comma-separated, e.g. `favourite`) measures only those.
 */
import { median } from './budgets';
import { interleave, twoDists } from './interleave';
import { measureTouch, TOUCH_FIGURES } from './measures/touch';

const TOKEN = 'demo-token-juniper';

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const dists = twoDists(args, 'bench/compareTouch.ts <distA> <distB> [rounds] [figures]');
  const figures = args[3]
    ? TOUCH_FIGURES.filter((f) => args[3]!.split(',').includes(f))
    : TOUCH_FIGURES;
  const builds = await interleave({
    dists,
    rounds: Number(args[2] ?? 3),
    measure: (browser, url) => measureTouch(browser, url, TOKEN, 3, 4, figures),
    line: (touch, dist, round) =>
      `round ${round} ${dist}: ${figures.map((f) => `${f} ${touch[f].map(Math.round).join('/')}`).join(', ')}`,
  });
  for (const build of builds)
    console.log(
      `${build.dist}: ${figures.map((f) => `${f} ${Math.round(median(build.samples.flatMap((s) => s[f])))} ms`).join(', ')}`,
    );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
