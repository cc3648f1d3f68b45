/**
 * The touch figures (issue 28 item 3) of two builds, interleaved (A B A B …) so a shared
 * machine's load falls on both alike. `npx tsx bench/compareTouch.ts <distA> <distB> [rounds]`:
 * each build on its own fake instance, three samples of each interaction per round.
 */
import { startInstance, type RunningInstance } from '../e2e/support/instance';
import { launch } from './browser';
import { median } from './budgets';
import { measureTouch, type Touch } from './measures/touch';

const TOKEN = 'demo-token-juniper';
const FIGURES = ['favourite', 'repeat', 'react', 'openConversation'] as const;

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
  if (!distA || !distB) throw new Error('usage: bench/compareTouch.ts <distA> <distB> [rounds]');
  const rounds = Number(count ?? 3);
  const builds = [distA, distB].map((dist) => ({ dist, samples: [] as Touch[] }));
  const instances = [await serve(distA), await serve(distB)];
  const browser = await launch();
  try {
    for (let round = 0; round < rounds; round++) {
      for (const [i, build] of builds.entries()) {
        const touch = await measureTouch(browser, instances[i]!.url, TOKEN, 3);
        build.samples.push(touch);
        console.log(
          `round ${round + 1} ${build.dist}: ${FIGURES.map((f) => `${f} ${touch[f].map(Math.round).join('/')}`).join(', ')}`,
        );
      }
    }
    for (const build of builds)
      console.log(
        `${build.dist}: ${FIGURES.map((f) => `${f} ${Math.round(median(build.samples.flatMap((s) => s[f])))} ms`).join(', ')}`,
      );
  } finally {
    await browser.close();
    for (const instance of instances) await instance.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
