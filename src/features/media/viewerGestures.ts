/** Document 2 §9: a swipe counts past 25 % of the window width. */
export const SWIPE_THRESHOLD = 0.25;
/** Document 2 §9: zoom never goes below 1, and snaps back to 1 when let go under 1.2. */
export const MIN_ZOOM = 1;
export const ZOOM_RESET = 1.2;

/** -1 for the previous item (swipe right), 1 for the next (swipe left), 0 for no swipe. */
export function swipeDirection(dx: number, width: number): -1 | 0 | 1 {
  if (Math.abs(dx) < width * SWIPE_THRESHOLD) return 0;
  return dx < 0 ? 1 : -1;
}

/** The zoom while pinching, and when the fingers lift (`ended`), with the reset rule. */
export function pinchScale(
  startScale: number,
  startDistance: number,
  distance: number,
  ended: boolean,
): number {
  const scale = Math.max(MIN_ZOOM, startScale * (distance / startDistance));
  if (ended && scale < ZOOM_RESET) return MIN_ZOOM;
  return scale;
}
