import { describe, expect, it } from 'vitest';
import { highlightScrollDelta } from './highlightScroll';

describe('highlightScrollDelta', () => {
  it('leaves a status already within the margins alone', () => {
    expect(highlightScrollDelta({ top: 100, bottom: 700 }, 750)).toBe(0);
    expect(highlightScrollDelta({ top: 300, bottom: 500 }, 844)).toBe(0);
  });
  it('brings a status below the screen up to 50 px above the bottom', () => {
    expect(highlightScrollDelta({ top: 2000, bottom: 2300 }, 844)).toBe(2300 - 794);
    expect(highlightScrollDelta({ top: 600, bottom: 820 }, 844)).toBe(26);
  });
  it('brings a status above the top margin down to 100 px from the top', () => {
    expect(highlightScrollDelta({ top: 40, bottom: 240 }, 844)).toBe(-60);
    expect(highlightScrollDelta({ top: -500, bottom: -300 }, 844)).toBe(-600);
  });
  it('aligns a status taller than the room between the margins by its top', () => {
    expect(highlightScrollDelta({ top: 3000, bottom: 3800 }, 844)).toBe(2900);
    expect(highlightScrollDelta({ top: 120, bottom: 900 }, 844)).toBe(20);
  });
});
