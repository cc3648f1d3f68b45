import { describe, expect, it } from 'vitest';
import { popoverPosition } from './ReactionUsers';

const view = { width: 1000, height: 800 };
const size = { width: 300, height: 120 };

describe('where the user-list popover sits', () => {
  it('goes under its reaction when there is room', () => {
    expect(popoverPosition({ left: 100, top: 200, bottom: 230 }, size, view)).toEqual({
      left: 100,
      top: 234,
    });
  });

  it('goes above when the window ends first, keeping 50 px from the top', () => {
    expect(popoverPosition({ left: 100, top: 700, bottom: 730 }, size, view)).toEqual({
      left: 100,
      top: 576,
    });
    expect(popoverPosition({ left: 100, top: 100, bottom: 730 }, size, view).top).toBe(50);
  });

  it('keeps 10 px from the sides', () => {
    expect(popoverPosition({ left: 900, top: 200, bottom: 230 }, size, view).left).toBe(690);
    expect(popoverPosition({ left: -20, top: 200, bottom: 230 }, size, view).left).toBe(10);
  });
});
