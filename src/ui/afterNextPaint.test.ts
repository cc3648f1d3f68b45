import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterPaint } from './afterNextPaint';

describe('afterPaint', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('resolves in the task after the next frame, not before the frame', async () => {
    vi.useFakeTimers();
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (cb: FrameRequestCallback) => frames.push(cb));
    let done = false;
    void afterPaint().then(() => (done = true));

    await vi.advanceTimersByTimeAsync(50);
    expect(done).toBe(false);
    frames.shift()?.(0);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(0);
    expect(done).toBe(true);
  });

  it('resolves after a short timeout where no frame comes (a hidden tab)', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestAnimationFrame', () => 0);
    let done = false;
    void afterPaint().then(() => (done = true));
    await vi.advanceTimersByTimeAsync(99);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(done).toBe(true);
  });

  it('asks for one animation frame for every caller before that frame', async () => {
    vi.useFakeTimers();
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (cb: FrameRequestCallback) => frames.push(cb));
    const done: string[] = [];
    // A favourite's cache write and its animation both wait for the pressed frame: each frame
    // callback runs before that frame's paint (issue 28).
    void afterPaint().then(() => done.push('first'));
    void afterPaint().then(() => done.push('second'));
    expect(frames).toHaveLength(1);
    frames.shift()?.(0);
    // Asked for once the frame's callbacks ran: the frame still to come, not this one.
    void afterPaint().then(() => done.push('later'));
    expect(frames).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(0);
    expect(done).toEqual(['first', 'second']);
    frames.shift()?.(0);
    await vi.advanceTimersByTimeAsync(0);
    expect(done).toEqual(['first', 'second', 'later']);
  });
});
