export type LayoutType = 'mobile' | 'normal' | 'wide';

/** Document 1 §3/§9: mobile at 800 px or less; wide at 1280 px or more when the third column is on. */
export function layoutTypeFor(width: number, thirdColumnOn: boolean): LayoutType {
  if (width <= 800) return 'mobile';
  if (width >= 1280 && thirdColumnOn) return 'wide';
  return 'normal';
}
