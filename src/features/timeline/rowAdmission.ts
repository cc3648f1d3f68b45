/**
 * Rows entering a timeline's window a few at a time (issue 28): jumping to the end of a long
 * timeline, or a page of older posts arriving, brought 10–20 new rows into the document in one
 * render, each mounting its whole status: at 4x CPU that one task took most of a second. Rows
 * already rendered stay; new ones render at most `budget` a frame, next to the rendered ones and
 * nearest the view first, and the others stand as empty boxes of their height until their turn.
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
  const shownAt = new Set<number>();
  const waiting: WindowRow[] = [];
  for (const row of window) {
    if (rendered.has(row.id)) {
      shown.add(row.id);
      shownAt.add(row.index);
    } else waiting.push(row);
  }
  // Rows just below the view's top come before those above it: the reader looks there.
  const distance = (row: WindowRow) => Math.abs(row.index - near - 1);
  for (let n = 0; n < budget && waiting.length > 0; n++) {
    // Next to a rendered row first, so the rendered articles stay one unbroken run (readers,
    // j/k and find in page never meet a hole between two posts); the nearest such row.
    const touching = waiting.filter((r) => shownAt.has(r.index - 1) || shownAt.has(r.index + 1));
    const pool = touching.length > 0 ? touching : waiting;
    const next = pool.reduce((a, b) => (distance(b) < distance(a) ? b : a));
    waiting.splice(waiting.indexOf(next), 1);
    shown.add(next.id);
    shownAt.add(next.index);
  }
  return shown;
}

export function sameRows(a: ReadonlySet<string>, b: ReadonlySet<string>): boolean {
  if (a.size !== b.size) return false;
  for (const id of a) if (!b.has(id)) return false;
  return true;
}
