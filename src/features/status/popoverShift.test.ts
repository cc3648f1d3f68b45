import { describe, expect, it } from 'vitest';
import { popoverShift } from './popoverShift';

describe('popoverShift', () => {
  it('leaves a popover that fits where it is', () => {
    expect(popoverShift({ left: 76, right: 376 }, 390)).toBe(0);
    expect(popoverShift({ left: 10, right: 380 }, 390)).toBe(0);
  });

  it('moves one past the right edge back to 10 px from it', () => {
    expect(popoverShift({ left: 76, right: 446 }, 390)).toBe(-66);
  });

  it('never moves one past the left margin, even if it is wider than the window', () => {
    expect(popoverShift({ left: 30, right: 430 }, 390)).toBe(-20);
  });

  it('moves one past the left edge (right-to-left) back in', () => {
    expect(popoverShift({ left: -56, right: 314 }, 390)).toBe(66);
  });
});
