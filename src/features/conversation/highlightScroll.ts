/** Document 2 §9: the highlighted status is kept 100 px from the top and 50 px from the bottom. */
export const HIGHLIGHT_TOP_MARGIN = 100;
export const HIGHLIGHT_BOTTOM_MARGIN = 50;

/**
 * How far to scroll the window (positive: down) so the highlighted status sits within the
 * margins. A status taller than the room between them is aligned by its top, so its start
 * is read first; one already within them needs no scroll.
 */
export function highlightScrollDelta(
  rect: { top: number; bottom: number },
  viewportHeight: number,
): number {
  const room = viewportHeight - HIGHLIGHT_TOP_MARGIN - HIGHLIGHT_BOTTOM_MARGIN;
  if (rect.top < HIGHLIGHT_TOP_MARGIN || rect.bottom - rect.top > room)
    return rect.top - HIGHLIGHT_TOP_MARGIN;
  const overBottom = rect.bottom - (viewportHeight - HIGHLIGHT_BOTTOM_MARGIN);
  return overBottom > 0 ? overBottom : 0;
}
