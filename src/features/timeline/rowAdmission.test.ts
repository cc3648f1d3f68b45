import { describe, expect, it } from 'vitest';
import { admitRows, sameRows } from './rowAdmission';

const ids = (from: number, to: number) =>
  Array.from({ length: to - from }, (_, i) => `r${from + i}`);
const rows = (from: number, to: number) =>
  Array.from({ length: to - from }, (_, i) => ({ id: `r${from + i}`, index: from + i }));

describe('admitRows', () => {
  it('renders a first screen whole', () => {
    expect(admitRows(rows(0, 20), new Set(), 0, 3).size).toBe(20);
  });

  it('keeps rendered rows and adds at most the budget, nearest the view first', () => {
    const rendered = new Set(ids(0, 5));
    // The window moved to rows 3–17; the view's top is at row 10.
    const shown = admitRows(rows(3, 18), rendered, 10, 3);
    expect([...shown].sort()).toEqual(['r10', 'r11', 'r12', 'r3', 'r4'].sort());
  });

  it('forgets rows that left the window', () => {
    const shown = admitRows(rows(10, 12), new Set(ids(0, 12)), 10, 3);
    expect(sameRows(shown, new Set(ids(10, 12)))).toBe(true);
  });

  it('reaches every row of a window in a few frames', () => {
    let rendered: Set<string> = new Set(['r0']);
    let frames = 0;
    while (rendered.size < 16 && frames < 10) {
      rendered = admitRows(rows(0, 16), rendered, 8, 3);
      frames++;
    }
    expect(frames).toBe(5);
  });
});
