import { describe, expect, it } from 'vitest';
import {
  clicksBlocked,
  isNearTop,
  isPaused,
  isTypingTarget,
  olderFetchDelay,
  shouldAutoShow,
} from './loadingRules';

describe('loading rules', () => {
  it('auto-shows only within 15 px of the top, streaming on, not paused', () => {
    expect(isNearTop(0)).toBe(true);
    expect(isNearTop(15)).toBe(true);
    expect(isNearTop(16)).toBe(false);
    // The page scrolled 100-130 px (the feed's top edge still on screen) is not the top.
    expect(isNearTop(100)).toBe(false);
    expect(isNearTop(130)).toBe(false);
    expect(shouldAutoShow({ streaming: true, nearTop: true, paused: false })).toBe(true);
    expect(shouldAutoShow({ streaming: false, nearTop: true, paused: false })).toBe(false);
    expect(shouldAutoShow({ streaming: true, nearTop: false, paused: false })).toBe(false);
    expect(shouldAutoShow({ streaming: true, nearTop: true, paused: true })).toBe(false);
  });

  it('pauses a hidden tab only with pauseOnUnfocused', () => {
    expect(isPaused(true, true)).toBe(true);
    expect(isPaused(true, false)).toBe(false);
    expect(isPaused(false, true)).toBe(false);
  });

  it("ignores '.' while typing", () => {
    expect(isTypingTarget({ tagName: 'input' })).toBe(true);
    expect(isTypingTarget({ tagName: 'TEXTAREA' })).toBe(true);
    expect(isTypingTarget({ tagName: 'DIV', isContentEditable: true })).toBe(true);
    expect(isTypingTarget({ tagName: 'BUTTON' })).toBe(false);
    expect(isTypingTarget(null)).toBe(false);
  });

  it('blocks clicks for 1 s after showing new posts', () => {
    expect(clicksBlocked(1500, 1000)).toBe(true);
    expect(clicksBlocked(2000, 1000)).toBe(false);
    expect(clicksBlocked(10, 0)).toBe(false);
  });

  it('throttles older fetches to one a second', () => {
    expect(olderFetchDelay(5000, 0)).toBe(0);
    expect(olderFetchDelay(5000, 4600)).toBe(600);
    expect(olderFetchDelay(5000, 4000)).toBe(0);
  });
});
