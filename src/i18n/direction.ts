/**
 * Horizontal gestures and arrow keys in reading order. In a right-to-left page "next" lies to
 * the left, the side drawer opens from the right and closes by a swipe towards it, and so on;
 * these helpers turn physical left/right into start/end so each component states its rule once.
 */

/** Whether the page is laid out right to left (ar, fa, he): `<html dir>` follows the language. */
export function pageIsRtl(): boolean {
  return typeof document !== 'undefined' && document.documentElement.dir === 'rtl';
}

/** 1 for an arrow key towards the reading end, -1 towards the start, 0 for other keys. */
export function inlineArrowStep(key: string, rtl: boolean): -1 | 0 | 1 {
  if (key !== 'ArrowRight' && key !== 'ArrowLeft') return 0;
  return (key === 'ArrowRight') !== rtl ? 1 : -1;
}

/** A horizontal movement measured towards the reading end (positive) or start (negative). */
export function towardsEnd(dx: number, rtl: boolean): number {
  return rtl ? -dx : dx;
}
