import type { Locator, Page } from '@playwright/test';
import { armLatency, readLatency } from './probe';

/** The feed has settled: its rows are in and none is joining the window (`aria-busy`). */
export function feedSettled(page: Page, timeout = 30_000): Promise<unknown> {
  return page.waitForFunction(
    () => document.querySelector('[role="feed"]')?.getAttribute('aria-busy') === 'false',
    undefined,
    { timeout },
  );
}

/** One click from unpressed to pressed on the first matching button; null if none could be. */
async function pressOnce(page: Page, buttons: Locator, label: string): Promise<number | null> {
  // Only the rows near the view are in the document (rowWindow.ts): once every button there is
  // pressed, the next unpressed one is further down, and waiting for it to appear in place only
  // timed out (3 of 7 favourite samples were lost so; a 7-sample run of the interactions
  // stopped so). Scroll on to more rows.
  if ((await buttons.count()) === 0) {
    await page.evaluate(() => window.scrollBy(0, window.innerHeight * 0.8));
    await feedSettled(page).catch(() => undefined);
    if ((await buttons.count()) === 0) {
      console.warn(`${label}: no sample, no unpressed button in the rows drawn after a scroll`);
      return null;
    }
  }
  const button = buttons.first();
  try {
    await button.scrollIntoViewIfNeeded({ timeout: 5000 });
    await button.evaluate((el) => {
      (window as unknown as { __benchTarget: Element }).__benchTarget = el;
    });
  } catch (error) {
    // Posts joined the list meanwhile and the row was replaced: try the next one.
    console.warn(`${label}: no sample, the button was not reached: ${firstLine(error)}`);
    return null;
  }
  await armLatency(page, { kind: 'pressed' });
  try {
    await button.click({ timeout: 5000 });
  } catch (error) {
    console.warn(`${label}: no sample, the click did not land: ${firstLine(error)}`);
    return null;
  }
  // A click inside the list in the second after new posts showed does nothing (document 2 §4):
  // under load a repeat's own post can join the timeline later than the pause between samples.
  // Such a click is not a sample; the next attempt presses the same button again.
  return readLatency(page, 5000).catch(async () => {
    console.warn(`${label}: sample dropped, ${await whyNoFrame(page)}`);
    return null;
  });
}

function firstLine(error: unknown): string {
  return String(error).split('\n')[0] ?? '';
}

/** Why a press never reached its frame, said when the bench drops the sample. */
function whyNoFrame(page: Page): Promise<string> {
  return page
    .evaluate(() => {
      const target = (window as unknown as { __benchTarget?: Element }).__benchTarget;
      if (!target?.isConnected) return 'the pressed button left the document (its row was redrawn)';
      if (target.getAttribute('aria-pressed') !== 'true')
        return `the button stayed unpressed (${target.getAttribute('aria-label') ?? ''})`;
      return 'the button was pressed but no frame was seen';
    })
    .catch(() => 'the page did not answer');
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

/** Clicks the first matching button until `samples` presses from unpressed to pressed are timed. */
export function pressSamples(
  page: Page,
  buttons: Locator,
  samples: number,
  label: string,
): Promise<number[]> {
  return collectSamples(label, samples, async () => {
    const ms = await pressOnce(page, buttons, label);
    // Let the call end and the answer settle before the next sample. A repeat joins the home
    // timeline at its top, and for 1 s after new posts show, clicks in the list do nothing
    // (document 2 §4): the next click waits that out.
    await page.waitForTimeout(1200);
    return ms;
  });
}
