import { describe, expect, it } from 'vitest';
import { pinchScale, swipeDirection } from './viewerGestures';

describe('swipeDirection', () => {
  it('needs a quarter of the width', () => {
    expect(swipeDirection(-99, 400)).toBe(0);
    expect(swipeDirection(-100, 400)).toBe(1);
    expect(swipeDirection(120, 400)).toBe(-1);
  });
});

describe('pinchScale', () => {
  it('never goes below 1', () => {
    expect(pinchScale(1, 100, 50, false)).toBe(1);
  });
  it('zooms with the fingers and resets below 1.2 when released', () => {
    expect(pinchScale(1, 100, 200, false)).toBe(2);
    expect(pinchScale(1.1, 1, 1, true)).toBe(1);
    expect(pinchScale(1.5, 1, 1, true)).toBe(1.5);
  });
});
