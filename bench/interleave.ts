import type { Browser } from '@playwright/test';
import { startInstance, type RunningInstance } from '../e2e/support/instance';
import { launch } from './browser';

/** One build's samples after `interleave`. */
export interface Build<T> {
  dist: string;
  samples: T[];
}

async function serve(dist: string, flags: string[]): Promise<RunningInstance> {
  const before = process.env.E2E_DIST;
  process.env.E2E_DIST = dist;
  try {
    return await startInstance(flags);
  } finally {
    if (before === undefined) delete process.env.E2E_DIST;
    else process.env.E2E_DIST = before;
  }
}

/**
 * Two (or more) builds measured in turn, A B A B …, so a shared machine's load falls on each
 * alike (issue 7). Each build is served by a fake instance of its own; `line` prints each
 * sample as it comes. The compare scripts differ only in what they measure and print.
 */
export async function interleave<T>(options: {
  dists: string[];
  rounds: number;
  flags?: string[];
  measure: (browser: Browser, url: string) => Promise<T>;
  line: (sample: T, dist: string, round: number) => string;
}): Promise<Build<T>[]> {
  const builds: Build<T>[] = options.dists.map((dist) => ({ dist, samples: [] }));
  const instances: RunningInstance[] = [];
  try {
    for (const dist of options.dists) instances.push(await serve(dist, options.flags ?? []));
    const browser = await launch();
    try {
      for (let round = 1; round <= options.rounds; round++)
        for (const [i, build] of builds.entries()) {
          const sample = await options.measure(browser, instances[i]!.url);
          build.samples.push(sample);
          console.log(options.line(sample, build.dist, round));
        }
    } finally {
      await browser.close();
    }
  } finally {
    for (const instance of instances) await instance.stop();
  }
  return builds;
}

/** The two build folders a compare script is given, or its usage. */
export function twoDists(args: string[], usage: string): [string, string] {
  const [distA, distB] = args;
  if (!distA || !distB) throw new Error(`usage: ${usage}`);
  return [distA, distB];
}
