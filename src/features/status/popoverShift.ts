/** Document 2 §9: popovers keep 10 px from the window's sides. */
const SIDE_MARGIN = 10;

/**
 * How far to move a popover sideways so it stays inside the window: it opens at its anchor's
 * start, which on a narrow screen lies an avatar's width in, so a box as wide as the window
 * minus its margins would run past the far edge.
 */
export function popoverShift(box: { left: number; right: number }, viewWidth: number): number {
  const pastEnd = box.right - (viewWidth - SIDE_MARGIN);
  if (pastEnd > 0) return -Math.min(pastEnd, box.left - SIDE_MARGIN);
  const pastStart = SIDE_MARGIN - box.left;
  return pastStart > 0 ? pastStart : 0;
}
