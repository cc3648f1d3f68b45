/**
 * Which rows of a long timeline are in the document (issue 28): those within `margin` px of the
 * viewport, plus a pinned one (the row holding focus) and its neighbours. Every other run of rows is one gap of
 * their measured total height, so a row far away costs nothing however long the list grows.
 */

/** Rows within this distance of the viewport are rendered; the rest become gaps. */
export const WINDOW_MARGIN_PX = 1000;

/** The height a row is taken to have before it was ever laid out. */
export const UNMEASURED_ROW_PX = 180;

/** Rendered rows `from` (inclusive) to `to` (exclusive), with `gapBefore` px of gap above. */
export interface RowSlice {
  from: number;
  to: number;
  gapBefore: number;
}

export interface RowWindow {
  slices: RowSlice[];
  /** Gap below the last slice. */
  gapAfter: number;
}

export interface View {
  /** Viewport top and bottom, in px from the top of the list. */
  top: number;
  bottom: number;
  /** The first row in view when it was read, and its top then, in px from the list's top. */
  anchor?: { index: number; id: string; top: number };
}

/** Each row's top, in px from the list's top, and the list's height last. */
export function offsetsOf(heights: readonly number[]): number[] {
  const offsets = new Array<number>(heights.length + 1);
  offsets[0] = 0;
  for (let i = 0; i < heights.length; i++) offsets[i + 1] = (offsets[i] ?? 0) + (heights[i] ?? 0);
  return offsets;
}

/** The row at `top` in a list of `heights`, as the view's anchor. */
export function anchorAt(ids: readonly string[], heights: readonly number[], top: number) {
  const offsets = offsetsOf(heights);
  let index = 0;
  while (index < ids.length - 1 && (offsets[index + 1] ?? 0) <= top) index++;
  const id = ids[index];
  return id === undefined ? undefined : { index, id, top: offsets[index] ?? 0 };
}

/**
 * The view moved with its anchor row: when rows above it were dropped, added or measured
 * anew since the view was read, the browser's scroll anchoring moves the page by as much,
 * and the window must keep the rows the reader is looking at until the next scroll event.
 */
export function followAnchor(view: View, ids: readonly string[], heights: readonly number[]): View {
  const anchor = view.anchor;
  if (!anchor) return view;
  const index = ids[anchor.index] === anchor.id ? anchor.index : ids.indexOf(anchor.id);
  if (index < 0) return view;
  const shift = (offsetsOf(heights.slice(0, index + 1))[index] ?? 0) - anchor.top;
  return shift === 0 ? view : { top: view.top + shift, bottom: view.bottom + shift };
}

/** All rows, as one slice: what a list without windowing shows. */
export function wholeWindow(count: number): RowWindow {
  return { slices: count > 0 ? [{ from: 0, to: count, gapBefore: 0 }] : [], gapAfter: 0 };
}

/** Rows `from` (inclusive) to `to` (exclusive). */
export type RowRange = readonly [from: number, to: number];

/** The rows within `margin` px of the view; at least one when there are rows. */
export function rowRange(offsets: readonly number[], view: View, margin: number): RowRange {
  const count = offsets.length - 1;
  const top = view.top - margin;
  const bottom = view.bottom + margin;
  // First row ending below the window's top, first row starting below its bottom.
  let from = 0;
  while (from < count - 1 && (offsets[from + 1] ?? 0) <= top) from++;
  let to = from + 1;
  while (to < count && (offsets[to] ?? 0) < bottom) to++;
  return [from, Math.min(to, count)];
}

/** Rows nearer the view than this count as in view: they are rendered first. */
export const IN_VIEW_MARGIN_PX = 100;

/**
 * Rows mounted per frame, in view or off-screen, both sides together (issue 28). A row's first
 * mount (its body, icons and subscriptions, then the frame's style, layout and paint of it) is
 * the long scroll's costliest work: a jump (End, "Load older" scrolled to) or a page arriving
 * in view once mounted a screenful in one task, then up to eight rows a frame, then two. Ranked
 * by thread time (27 Nov, sixth session), every one of the walk's longest tasks was a frame
 * mounting its two rows (about 45-75 ms of script and 25-50 ms of style, layout and paint at
 * 4x), which a quiet machine read as 125-170 ms. One a frame halves the script and keeps the
 * frame's task near one row's cost; the view fills over a few more frames, nearest rows first.
 */
export const ROWS_PER_FRAME = 1;

/**
 * The run of rows to render now, on the way from the run rendered before (`previous`, null
 * on the first render) to `target` (issue 28). At most `budget` rows join per frame: first the
 * rows in view (above the run, then below it), then the rows off-screen toward the margin, the
 * side with more missing first. Rows leaving the target go at once. The run stays contiguous: a view
 * apart from what is rendered (a jump) starts a new run of one row at the view's top, in the
 * task that unmounts the old run, and grows from the next frame.
 */
export function admitRows(
  previous: RowRange | null,
  target: RowRange,
  inView: RowRange,
  budget = ROWS_PER_FRAME,
): RowRange {
  if (!previous) return target;
  let from = Math.max(previous[0], target[0]);
  let to = Math.min(previous[1], target[1]);
  // After a jump the run is empty: it starts again at the view's top.
  if (previous[0] === previous[1]) from = to = inView[0];
  else if (from >= to || to < inView[0] || from > inView[1]) return [inView[0], inView[0]];
  let left = budget;
  while (left > 0 && from > inView[0]) {
    from--;
    left--;
  }
  while (left > 0 && to < inView[1]) {
    to++;
    left--;
  }
  // Off-screen, the side with more rows still missing joins first (below on a tie), so one row
  // a frame still grows both sides in turn.
  while (left > 0 && (to < target[1] || from > target[0])) {
    if (target[1] - to >= from - target[0]) to++;
    else from--;
    left--;
  }
  return [from, to];
}

/**
 * The rows to render for `heights` (px, one per row, in list order), the view and the pinned
 * row (-1 for none). The range always holds at least one row when there are rows.
 */
export function rowWindow(
  heights: readonly number[],
  view: View,
  pinned = -1,
  margin = WINDOW_MARGIN_PX,
): RowWindow {
  if (heights.length === 0) return { slices: [], gapAfter: 0 };
  const offsets = offsetsOf(heights);
  return windowOf(offsets, rowRange(offsets, view, margin), pinned);
}

/** The slices for a run of rows and the pinned row, with the gaps between them. */
export function windowOf(offsets: readonly number[], range: RowRange, pinned = -1): RowWindow {
  const count = offsets.length - 1;
  if (count <= 0) return { slices: [], gapAfter: 0 };
  const total = offsets[count] ?? 0;
  // The pinned row comes with its neighbours, so j and k step from it to the next one.
  const ranges: [number, number][] = [[range[0], range[1]]];
  if (pinned >= 0 && pinned < count)
    ranges.push([Math.max(0, pinned - 1), Math.min(count, pinned + 2)]);
  ranges.sort((a, b) => a[0] - b[0]);
  const merged: [number, number][] = [];
  for (const [a, b] of ranges) {
    const last = merged[merged.length - 1];
    if (last && a <= last[1]) last[1] = Math.max(last[1], b);
    else merged.push([a, b]);
  }
  let end = 0;
  const slices = merged.map(([a, b]) => {
    const slice = { from: a, to: b, gapBefore: (offsets[a] ?? 0) - (offsets[end] ?? 0) };
    end = b;
    return slice;
  });
  return { slices, gapAfter: total - (offsets[end] ?? 0) };
}
