import type { Page } from '@playwright/test';

/** What the page must show for an interaction to count as done (see `armLatency`). */
export type LatencyTarget =
  { kind: 'pressed' } | { kind: 'article'; text: string } | { kind: 'selector'; selector: string };

/**
 * Arms a timer in the page: it starts at the next pointerdown or keydown (the event's own
 * timestamp, so Playwright's round trip is not counted) and stops at the first frame painted
 * after `target` holds. A `pressed` target watches the element stored in `window.__benchTarget`.
 */
export async function armLatency(page: Page, target: LatencyTarget): Promise<void> {
  await page.evaluate((t) => {
    const w = window as unknown as { __benchLatency?: Promise<number>; __benchTarget?: Element };
    w.__benchLatency = new Promise<number>((resolve) => {
      let start: number | null = null;
      const onInput = (event: Event) => {
        if (start === null) start = event.timeStamp;
      };
      window.addEventListener('pointerdown', onInput, true);
      window.addEventListener('keydown', onInput, true);
      const holds = (): boolean => {
        if (t.kind === 'pressed') return w.__benchTarget?.getAttribute('aria-pressed') === 'true';
        if (t.kind === 'article')
          return (
            document
              .querySelector('[role="feed"] article')
              ?.getAttribute('aria-label')
              ?.includes(t.text) ?? false
          );
        return document.querySelector(t.selector) !== null;
      };
      const observer = new MutationObserver(() => {
        if (start === null || !holds()) return;
        observer.disconnect();
        window.removeEventListener('pointerdown', onInput, true);
        window.removeEventListener('keydown', onInput, true);
        const began = start;
        // rAF runs before the frame is drawn; a task queued from it runs after.
        requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - began), 0));
      });
      observer.observe(document, {
        subtree: true,
        childList: true,
        attributes: true,
        characterData: true,
      });
    });
  }, target);
}

/** The latency armed by `armLatency`, once the interaction has been done. */
export function readLatency(page: Page, timeoutMs = 30_000): Promise<number> {
  return page.evaluate(
    (timeout) =>
      Promise.race([
        (window as unknown as { __benchLatency: Promise<number> }).__benchLatency,
        new Promise<number>((_, reject) =>
          setTimeout(() => reject(new Error('interaction never finished')), timeout),
        ),
      ]),
    timeoutMs,
  );
}

/** Frames, counted between `startFrameCount` and `stopFrameCount` (an init script). */
export function recordFrames(): void {
  const w = window as unknown as {
    __benchFrames: { on: boolean; last: number; frames: number; dropped: number };
  };
  w.__benchFrames = { on: false, last: 0, frames: 0, dropped: 0 };
  const interval = 1000 / 60;
  const tick = (now: number) => {
    const f = w.__benchFrames;
    if (f.on) {
      if (f.last > 0) {
        f.frames++;
        // A gap of n frame intervals means n - 1 frames were never drawn.
        f.dropped += Math.max(0, Math.round((now - f.last) / interval) - 1);
      }
      f.last = now;
    }
    requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
}

export async function startFrameCount(page: Page): Promise<void> {
  await page.evaluate(() => {
    const f = (window as unknown as { __benchFrames: { on: boolean; last: number } }).__benchFrames;
    f.on = true;
    f.last = 0;
  });
}

export function stopFrameCount(page: Page): Promise<{ frames: number; dropped: number }> {
  return page.evaluate(() => {
    const f = (
      window as unknown as {
        __benchFrames: { on: boolean; frames: number; dropped: number };
      }
    ).__benchFrames;
    f.on = false;
    return { frames: f.frames, dropped: f.dropped };
  });
}

/** Signs the page in the way a returning user is: a stored token that start-up verifies. */
export async function storeToken(page: Page, token: string): Promise<void> {
  await page.addInitScript((value) => {
    window.localStorage.setItem(
      'petrel:session',
      JSON.stringify({ state: { token: value }, version: 0 }),
    );
  }, token);
}
