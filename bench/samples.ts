import type { Page } from '@playwright/test';

/** The feed has settled: its rows are in and none is joining the window (`aria-busy`). */
export function feedSettled(page: Page, timeout = 30_000): Promise<unknown> {
  return page.waitForFunction(
    () => document.querySelector('[role="feed"]')?.getAttribute('aria-busy') === 'false',
    undefined,
    { timeout },
  );
}

function firstLine(error: unknown): string {
  return String(error).split('\n')[0] ?? '';
}

/**
 * Takes `samples` timings with `attempt`, giving it up to three times as many tries: a try
 * that returns null or throws is said (`label` names the figure) and `recover` puts the page
 * back in order before the next one. A run never stops on one sample that cannot be taken; it
 * goes on with fewer, and says so.
 */
export async function collectSamples(
  label: string,
  samples: number,
  attempt: (taken: number) => Promise<number | null>,
  recover: () => Promise<void> = async () => undefined,
): Promise<number[]> {
  const out: number[] = [];
  for (let tries = 0; out.length < samples && tries < samples * 3; tries++) {
    let ms: number | null = null;
    try {
      ms = await attempt(out.length);
    } catch (error) {
      console.warn(`${label}: no sample, ${firstLine(error)}`);
    }
    if (ms !== null) {
      out.push(ms);
      continue;
    }
    try {
      await recover();
    } catch (error) {
      console.warn(`${label}: the page could not be put back: ${firstLine(error)}`);
    }
  }
  if (out.length < samples) console.warn(`${label}: ${out.length} of ${samples} samples taken`);
  return out;
}
