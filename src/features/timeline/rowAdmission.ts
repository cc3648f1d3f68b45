/**
 * Rows entering a timeline's window a few at a time (issue 28): jumping to the end of a long
 * timeline, or a page of older posts arriving, brought 10–20 new rows into the document in one
 * render, each mounting its whole status: at 4x CPU that one task took most of a second. Rows
 * already rendered stay; new ones render at most `budget` a frame, nearest the view first, and
 * the others stand as empty boxes of their height until their turn.
 */

/** New rows rendered per frame. */
export const ROWS_PER_FRAME = 3;

/** A row of the window: its id and its index in the whole list. */
export interface WindowRow {
  id: string;
  index: number;
}

/**
 * The rows of `window` to render now: every one rendered before, and up to `budget` more,
 * nearest to the row at index `near` first. With nothing rendered before (a first screen), all.
 */
export function admitRows(
  window: readonly WindowRow[],
  rendered: ReadonlySet<string>,
  near: number,
  budget = ROWS_PER_FRAME,
): Set<string> {
  if (rendered.size === 0) return new Set(window.map((r) => r.id));
  const shown = new Set<string>();
  const waiting: { id: string; distance: number }[] = [];
  for (const { id, index } of window) {
    if (rendered.has(id)) shown.add(id);
    // Rows just below the view's top come before those above it: the reader looks there.
    else waiting.push({ id, distance: Math.abs(index - near - 1) });
  }
  waiting.sort((a, b) => a.distance - b.distance);
  for (const { id } of waiting.slice(0, budget)) shown.add(id);
  return shown;
}

export function sameRows(a: ReadonlySet<string>, b: ReadonlySet<string>): boolean {
  if (a.size !== b.size) return false;
  for (const id of a) if (!b.has(id)) return false;
  return true;
}
