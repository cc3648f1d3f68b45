import { describe, expect, it } from 'vitest';
import { admitRows, anchorAt, followAnchor, rowWindow, wholeWindow } from './rowWindow';

const rows = (count: number, height = 100) => Array.from({ length: count }, () => height);

describe('rowWindow', () => {
  it('renders only the rows within the margin of the view, the rest as gaps of their height', () => {
    // 2,000 rows of 100 px, the view at 100,000-100,800, 1,000 px margin: rows 990-1,017.
    const w = rowWindow(rows(2000), { top: 100_000, bottom: 100_800 }, -1, 1000);
    expect(w.slices).toEqual([{ from: 990, to: 1018, gapBefore: 99_000 }]);
    expect(w.gapAfter).toBe((2000 - 1018) * 100);
  });

  it('keeps the same number of rows however far down the view is', () => {
    const near = rowWindow(rows(2000), { top: 5000, bottom: 5800 }, -1, 1000);
    const far = rowWindow(rows(2000), { top: 150_000, bottom: 150_800 }, -1, 1000);
    const size = (w: typeof near) => w.slices.reduce((n, s) => n + s.to - s.from, 0);
    expect(size(far)).toBe(size(near));
  });

  it('adds up every height, measured or not, so the list keeps its length', () => {
    const heights = [50, 300, 0, 120, 80, 400, 90];
    const w = rowWindow(heights, { top: 500, bottom: 560 }, -1, 0);
    const inside = w.slices.reduce(
      (sum, s) => sum + s.gapBefore + heights.slice(s.from, s.to).reduce((a, b) => a + b, 0),
      0,
    );
    expect(inside + w.gapAfter).toBe(heights.reduce((a, b) => a + b, 0));
    expect(w.slices).toEqual([{ from: 4, to: 6, gapBefore: 470 }]);
  });

  it('starts at the top with no gap above', () => {
    const w = rowWindow(rows(50), { top: 0, bottom: 800 }, -1, 1000);
    expect(w.slices).toEqual([{ from: 0, to: 18, gapBefore: 0 }]);
  });

  it('keeps at least one row when the view is past the end', () => {
    const w = rowWindow(rows(10), { top: 5000, bottom: 5800 }, -1, 0);
    expect(w.slices).toEqual([{ from: 9, to: 10, gapBefore: 900 }]);
    expect(w.gapAfter).toBe(0);
  });

  it('keeps the pinned row (focus) and its neighbours, with a gap on either side', () => {
    const above = rowWindow(rows(100), { top: 5000, bottom: 5800 }, 3, 0);
    expect(above.slices).toEqual([
      { from: 2, to: 5, gapBefore: 200 },
      { from: 50, to: 58, gapBefore: 4500 },
    ]);
    const below = rowWindow(rows(100), { top: 0, bottom: 800 }, 90, 0);
    expect(below.slices).toEqual([
      { from: 0, to: 8, gapBefore: 0 },
      { from: 89, to: 92, gapBefore: 8100 },
    ]);
    expect(below.gapAfter).toBe(800);
    // Next to the range, it joins it; at the list's ends, it has one neighbour.
    expect(rowWindow(rows(100), { top: 0, bottom: 800 }, 9, 0).slices).toEqual([
      { from: 0, to: 11, gapBefore: 0 },
    ]);
    expect(rowWindow(rows(100), { top: 5000, bottom: 5800 }, 99, 0).slices).toEqual([
      { from: 50, to: 58, gapBefore: 5000 },
      { from: 98, to: 100, gapBefore: 4000 },
    ]);
  });

  it('has nothing for an empty list, and everything without windowing', () => {
    expect(rowWindow([], { top: 0, bottom: 800 })).toEqual({ slices: [], gapAfter: 0 });
    expect(wholeWindow(3)).toEqual({ slices: [{ from: 0, to: 3, gapBefore: 0 }], gapAfter: 0 });
    expect(wholeWindow(0).slices).toEqual([]);
  });
});

describe('followAnchor', () => {
  const ids = Array.from({ length: 100 }, (_, i) => `s${i}`);

  it('keeps the window on the rows in view when rows above are dropped', () => {
    // The reader at row 60; the list then drops its newest 20 rows (the 400-row cap).
    const view = { top: 6000, bottom: 6800, anchor: anchorAt(ids, rows(100), 6000) };
    expect(view.anchor).toEqual({ index: 60, id: 's60', top: 6000 });
    const after = ids.slice(20);
    const moved = followAnchor(view, after, rows(80));
    expect(moved).toEqual({ top: 4000, bottom: 4800 });
    const w = rowWindow(rows(80), moved, -1, 0);
    expect(after[w.slices[0]?.from ?? -1]).toBe('s60');
  });

  it('leaves the view alone when nothing above moved or the anchor is gone', () => {
    const view = { top: 6000, bottom: 6800, anchor: anchorAt(ids, rows(100), 6000) };
    expect(followAnchor(view, ids, rows(100))).toBe(view);
    expect(followAnchor(view, ['x', 'y'], rows(2))).toBe(view);
    expect(followAnchor({ top: 0, bottom: 800 }, ids, rows(100))).toEqual({ top: 0, bottom: 800 });
  });
});

describe('admitRows', () => {
  it('renders the whole target on the first render', () => {
    expect(admitRows(null, [10, 30], [18, 23])).toEqual([10, 30]);
  });

  it('a page arriving below the view mounts the rows in view first, then the rest, one a frame', () => {
    // Rendered 380-400 with the view at the end; a page of 20 older rows extends the target to
    // 411, and rows 398-401 are in view.
    expect(admitRows([380, 400], [385, 411], [398, 401])).toEqual([385, 401]);
    expect(admitRows([385, 401], [385, 411], [398, 401])).toEqual([385, 402]);
    let run: readonly [number, number] = [385, 402];
    for (let frame = 0; frame < 9; frame++) run = admitRows(run, [385, 411], [398, 401]);
    expect(run).toEqual([385, 411]);
  });

  it('a jump far away only unmounts the old run, then rows join from the view top one a frame (issue 28)', () => {
    // The jump's task unmounts the old run (23 rows in the long scroll); before, it mounted a
    // row with it (the longest task), or four, and then four in view a side and two off-screen
    // a side a frame, then two a frame in all.
    expect(admitRows([0, 20], [990, 1018], [999, 1008])).toEqual([999, 999]);
    expect(admitRows([999, 999], [990, 1018], [999, 1008])).toEqual([999, 1000]);
    expect(admitRows([999, 1000], [990, 1018], [999, 1008])).toEqual([999, 1001]);
    expect(admitRows([999, 1007], [990, 1018], [999, 1008])).toEqual([999, 1008]);
    // The view covered, rows off-screen join on the side with more missing (below on a tie),
    // so the two sides grow in turn.
    expect(admitRows([999, 1008], [990, 1018], [999, 1008])).toEqual([999, 1009]);
    expect(admitRows([999, 1009], [990, 1018], [999, 1008])).toEqual([999, 1010]);
    expect(admitRows([999, 1010], [990, 1018], [999, 1008])).toEqual([998, 1010]);
    // Still empty in the render of a changed list; a view moved on meanwhile starts there.
    expect(admitRows([999, 999], [990, 1018], [999, 1008], 0)).toEqual([999, 999]);
    expect(admitRows([999, 999], [995, 1025], [1004, 1012])).toEqual([1004, 1005]);
  });

  it('mounts no row in the render of a changed list, keeping the run (issue 28)', () => {
    expect(admitRows([380, 400], [385, 411], [398, 401], 0)).toEqual([385, 400]);
    // Nothing of the old run left in the target: an empty run, at the view's top.
    expect(admitRows([0, 20], [990, 1018], [999, 1008], 0)).toEqual([999, 999]);
  });

  it('never leaves a hole in the run, however many rows in view wait', () => {
    // The view moved just past the run's end: the rows between join first.
    expect(admitRows([10, 30], [20, 50], [30, 36])).toEqual([20, 31]);
    expect(admitRows([20, 31], [20, 50], [30, 36])).toEqual([20, 32]);
  });

  it('rows in view above the run join before those below', () => {
    expect(admitRows([30, 40], [0, 60], [25, 45])).toEqual([29, 40]);
  });

  it('never mounts more than one row a frame, wherever they are (issue 28)', () => {
    let run: readonly [number, number] = [0, 20];
    const target = [480, 540] as const;
    const inView = [500, 515] as const;
    for (let frame = 0; frame < 70; frame++) {
      const next = admitRows(run, target, inView);
      const kept = Math.max(0, Math.min(run[1], next[1]) - Math.max(run[0], next[0]));
      expect(next[1] - next[0] - kept).toBeLessThanOrEqual(1);
      run = next;
    }
    expect(run).toEqual(target);
  });

  it('drops rows leaving the target at once', () => {
    expect(admitRows([0, 40], [10, 30], [15, 20])).toEqual([10, 30]);
  });
});
