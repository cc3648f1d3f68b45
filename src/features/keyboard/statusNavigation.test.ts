import { describe, expect, it } from 'vitest';
import { nextIndex } from './statusNavigation';

const rows = [
  { top: -900, bottom: -500 },
  { top: -500, bottom: 40 },
  { top: 40, bottom: 400 },
  { top: 400, bottom: 900 },
];

describe('nextIndex', () => {
  it('starts at the first status still below the top bar, whichever way', () => {
    expect(nextIndex(rows, -1, 1, 60)).toBe(2);
    expect(nextIndex(rows, -1, -1, 60)).toBe(2);
    expect(nextIndex(rows, -1, 1, 0)).toBe(1);
  });

  it('steps one status and stops at either end', () => {
    expect(nextIndex(rows, 1, 1, 0)).toBe(2);
    expect(nextIndex(rows, 1, -1, 0)).toBe(0);
    expect(nextIndex(rows, 3, 1, 0)).toBe(3);
    expect(nextIndex(rows, 0, -1, 0)).toBe(0);
  });

  it('scrolled past everything, starts from the last; nothing to move to is -1', () => {
    expect(nextIndex([{ top: -300, bottom: -10 }], -1, 1, 0)).toBe(0);
    expect(nextIndex([], -1, 1, 0)).toBe(-1);
  });
});
