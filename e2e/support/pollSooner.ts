import { createRequire } from 'node:module';
import { expect } from '@playwright/test';

const require = createRequire(import.meta.url);

/**
 * Steps between looks after the first look failed, in ms; the last one repeats. Playwright's
 * own end in 500 ms (locator waits) and 1,000 ms (`expect.poll`): a wait that lasts longer
 * than a quarter or a second ends on average 250 or 500 ms after what it waited for came,
 * and on CI's two cores the e2e's tests wait for something several times each
 * (docs/decisions.md, "Tests: `npm test` under 20 minutes, eleventh round").
 */
const LOCATOR_STEPS = [20, 50, 100];
const POLL_STEPS = [100, 250];

interface Retrying {
  retryWithProgressAndBackoff?: (progress: unknown, action: unknown) => Promise<unknown>;
  retryWithProgressAndTimeouts?: (
    progress: unknown,
    steps: number[],
    action: unknown,
  ) => Promise<unknown>;
}

let framePatched = false;
let frameSteps = false;

/** Playwright's server-side frame (run in each worker's own process) waits by this method. */
function patchFrame(frame: object): void {
  if (framePatched) return;
  framePatched = true;
  const proto = Object.getPrototypeOf(frame) as Retrying;
  const retry = proto.retryWithProgressAndTimeouts;
  if (!proto.retryWithProgressAndBackoff || !retry) return;
  frameSteps = true;
  proto.retryWithProgressAndBackoff = function (this: Retrying, progress, action) {
    return retry.call(this, progress, LOCATOR_STEPS, action);
  };
}

function patchLocatorWaits(): void {
  const core = require('playwright-core/lib/coreBundle') as {
    server?: { Page?: { prototype: { mainFrame?: () => object } } };
  };
  const proto = core.server?.Page?.prototype;
  const mainFrame = proto?.mainFrame;
  if (!proto || !mainFrame) return;
  proto.mainFrame = function (this: object) {
    const frame = mainFrame.call(this);
    patchFrame(frame);
    return frame;
  };
}

type PollOptions = { message?: string; timeout?: number; intervals?: number[] };

let pollSteps = false;

function patchPoll(): void {
  const poll = expect.poll;
  pollSteps = true;
  expect.poll = ((actual: () => unknown, options?: string | PollOptions) => {
    const given = typeof options === 'string' ? { message: options } : { ...options };
    return poll(actual, { ...given, intervals: given.intervals ?? POLL_STEPS });
  }) as typeof expect.poll;
}

/**
 * Makes Playwright look again sooner while a test waits, in this process: locator waits
 * (`expect(locator)…`, `waitFor`, finding an action's element) every 100 ms instead of 500,
 * `expect.poll` every 250 ms instead of 1,000. What is checked and every timeout stay as
 * they are. Both reach into Playwright's internals (its version is pinned in the lock file);
 * if those move, the waits fall back to Playwright's own steps.
 */
export function pollSooner(): void {
  patchLocatorWaits();
  patchPoll();
}

/** Whether both waits took the shorter steps (the frame's only once a page has been made). */
export function pollsSooner(): { locatorWaits: boolean; expectPoll: boolean } {
  return { locatorWaits: frameSteps, expectPoll: pollSteps };
}
