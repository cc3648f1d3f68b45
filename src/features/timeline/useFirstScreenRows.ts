import { type RefObject, startTransition, useEffect, useLayoutEffect, useState } from 'react';
import { afterNextPaint } from '../../ui/afterNextPaint';

/** Rows the page's first frame may hold: a phone's or a desktop's first screen of statuses. */
export const FIRST_SCREEN_ROWS = 4;

/**
 * Rows drawn in the first commit: three reach below the first screen of a phone and of a
 * desktop for most posts, and a row left out is its render and layout off the path to the
 * first status (issue 28). The fourth is drawn before the paint only when the screen wants it.
 */
export const FIRST_COMMIT_ROWS = 3;

/** The rows a render shows: the first screen's while the rest wait, else all of them. */
export function rowsToRender<T>(items: readonly T[], whole: boolean): readonly T[] {
  return whole || items.length <= FIRST_SCREEN_ROWS ? items : items.slice(0, FIRST_SCREEN_ROWS);
}

/** Whether the first screen wants another row: the last one drawn ends above its bottom. */
export function screenWantsMore(lastRow: Element | null | undefined): boolean {
  return !((lastRow?.getBoundingClientRect().bottom ?? 0) >= innerHeight);
}

// Only the page's first timeline is split; later ones (navigation) mount in one go, so
// nothing that expects the whole list right away (scroll restoring) changes after start-up.
let firstTimelinePending = true;

/**
 * The cold load's timeline paints its first screen before the rest of its page exists: the
 * other rows follow in a transition, which React renders in slices between frames, so they
 * neither delay the first status nor block input (issue 7). Returns the rows to render, how
 * many of them to draw (`drawn`), and whether more are coming. `feedRef` holds the drawn rows'
 * elements, the last one last.
 */
export function useFirstScreenRows<T>(
  items: readonly T[],
  feedRef: RefObject<HTMLElement | null>,
): {
  rows: readonly T[];
  drawn: number;
  filling: boolean;
} {
  // The rows drawn; past the first screen's, every row.
  const [drawn, setDrawn] = useState(() => (firstTimelinePending ? FIRST_COMMIT_ROWS : Infinity));
  const whole = drawn > FIRST_SCREEN_ROWS;
  // Before the first paint, one row more while the last one ends above the screen's bottom.
  // The layout read is the one the frame makes anyway; the frame then lays out the new row
  // only. The rows themselves stay the same list, so the row window draws it at once.
  useLayoutEffect(() => {
    if (drawn < FIRST_SCREEN_ROWS && items.length > drawn)
      if (screenWantsMore(feedRef.current?.lastElementChild)) setDrawn(drawn + 1);
  }, [drawn, items.length, feedRef]);
  useEffect(() => {
    if (whole || items.length === 0) return;
    firstTimelinePending = false;
    // The rest waits until the first screen is on screen (a frame after the one that painted
    // it). Started at once, the transition often finished during that frame, and its commit
    // and the layout of 16 more rows ran before the first screen was painted (issue 7).
    return afterNextPaint(() => startTransition(() => setDrawn(Infinity)));
  }, [whole, items.length]);
  const rows = rowsToRender(items, whole);
  return { rows, drawn, filling: rows.length < items.length };
}
