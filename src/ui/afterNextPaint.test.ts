import { afterEach, describe, expect, it, vi } from 'vitest';
import { IDLE_WAIT_MS, whenIdleAfterPaint } from './afterNextPaint';

describe('whenIdleAfterPaint', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('waits for the frame, then for an idle moment', async () => {
    vi.useFakeTimers();
    const frames: FrameRequestCallback[] = [];
    const idles: { run: IdleRequestCallback; timeout?: number }[] = [];
    vi.stubGlobal('requestAnimationFrame', (cb: FrameRequestCallback) => frames.push(cb));
    vi.stubGlobal('requestIdleCallback', (run: IdleRequestCallback, o?: IdleRequestOptions) =>
      idles.push({ run, timeout: o?.timeout }),
    );
    let done = false;
    void whenIdleAfterPaint().then(() => (done = true));

    // No idle request before the frame is painted.
    await vi.advanceTimersByTimeAsync(0);
    expect(idles).toHaveLength(0);
    frames.shift()?.(0);
    await vi.advanceTimersByTimeAsync(0);
    expect(idles).toHaveLength(1);
    expect(idles[0]?.timeout).toBe(IDLE_WAIT_MS);
    // The task right after the paint passed without it: it waits for the idle callback.
    await vi.advanceTimersByTimeAsync(50);
    expect(done).toBe(false);
    idles[0]?.run({ didTimeout: false, timeRemaining: () => 10 });
    await vi.advanceTimersByTimeAsync(0);
    expect(done).toBe(true);
  });

  it('falls back to a task where idle callbacks do not exist', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestAnimationFrame', (cb: FrameRequestCallback) => setTimeout(cb, 16));
    vi.stubGlobal('requestIdleCallback', undefined);
    let done = false;
    void whenIdleAfterPaint().then(() => (done = true));
    await vi.advanceTimersByTimeAsync(20);
    expect(done).toBe(true);
  });
});
