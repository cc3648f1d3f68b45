import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  floatingButtonVisible,
  keyboardLikelyOpen,
  throttle,
  FLOATING_BUTTON_THROTTLE_MS,
} from './floatingButton';

describe('keyboardLikelyOpen', () => {
  it('is open under 350 wide with under 345 high', () => {
    expect(keyboardLikelyOpen(349, 344)).toBe(true);
    expect(keyboardLikelyOpen(349, 600)).toBe(false);
  });

  it('is open under 450 wide with under 560 high', () => {
    expect(keyboardLikelyOpen(449, 559)).toBe(true);
    expect(keyboardLikelyOpen(450, 559)).toBe(false);
    expect(keyboardLikelyOpen(449, 560)).toBe(false);
  });

  it('is closed on a phone held normally', () => {
    expect(keyboardLikelyOpen(390, 844)).toBe(false);
  });
});

describe('floatingButtonVisible', () => {
  const base = { width: 390, height: 844, alwaysShow: false, autohide: true, scrolledDown: false };
  it('hides on scroll down with autohide', () => {
    expect(floatingButtonVisible(base)).toBe(true);
    expect(floatingButtonVisible({ ...base, scrolledDown: true })).toBe(false);
    expect(floatingButtonVisible({ ...base, scrolledDown: true, autohide: false })).toBe(true);
  });

  it('hides when the keyboard is likely open', () => {
    expect(floatingButtonVisible({ ...base, height: 500 })).toBe(false);
  });

  it('always shows when set', () => {
    expect(
      floatingButtonVisible({ ...base, height: 500, scrolledDown: true, alwaysShow: true }),
    ).toBe(true);
  });
});

describe('throttle', () => {
  afterEach(() => vi.useRealTimers());

  it('runs at most once per 100 ms, with the last call', () => {
    vi.useFakeTimers();
    expect(FLOATING_BUTTON_THROTTLE_MS).toBe(100);
    const calls: number[] = [];
    const fn = throttle((n: number) => calls.push(n), FLOATING_BUTTON_THROTTLE_MS);
    fn(1);
    fn(2);
    fn(3);
    expect(calls).toEqual([1]);
    vi.advanceTimersByTime(100);
    expect(calls).toEqual([1, 3]);
  });
});
