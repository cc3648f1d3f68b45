import { startTransition, useEffect, useState } from 'react';
import { afterNextPaint } from '../../ui/afterNextPaint';

/** Rows in the page's first frame: a phone's or a desktop's first screen of statuses. */
export const FIRST_SCREEN_ROWS = 4;

/** The rows a render shows: the first screen's while the rest wait, else all of them. */
export function rowsToRender<T>(items: readonly T[], whole: boolean): readonly T[] {
  return whole || items.length <= FIRST_SCREEN_ROWS ? items : items.slice(0, FIRST_SCREEN_ROWS);
}

// Only the page's first timeline is split; later ones (navigation) mount in one go, so
// nothing that expects the whole list right away (scroll restoring) changes after start-up.
let firstTimelinePending = true;

/**
 * The cold load's timeline paints its first screen before the rest of its page exists: the
 * other rows follow in a transition, which React renders in slices between frames, so they
 * neither delay the first status nor block input (issue 7). Returns the rows to render and
 * whether more are coming.
 */
export function useFirstScreenRows<T>(items: readonly T[]): {
  rows: readonly T[];
  filling: boolean;
} {
  const [whole, setWhole] = useState(() => !firstTimelinePending);
  useEffect(() => {
    if (whole || items.length === 0) return;
    firstTimelinePending = false;
    // The rest waits until the first screen is on screen (a frame after the one that painted
    // it). Started at once, the transition often finished during that frame, and its commit
    // and the layout of 16 more rows ran before the first screen was painted (issue 7).
    return afterNextPaint(() => startTransition(() => setWhole(true)));
  }, [whole, items.length]);
  const rows = rowsToRender(items, whole);
  return { rows, filling: rows.length < items.length };
}
