/** Document 3 §9: the default text limit when the instance gives none. */
export const DEFAULT_TEXTLIMIT = 5000;

export interface LengthState {
  /** Characters left; null when the instance sets no limit (textlimit 0). */
  left: number | null;
  over: boolean;
}

/** Counts characters as people see them (code points), not UTF-16 units. */
export function charCount(text: string): number {
  let n = 0;
  for (const _ of text) n++;
  return n;
}

/**
 * Document 2 §5: text length plus content-warning length may not exceed textlimit; 0 means no
 * limit. The counter shows the characters left and turns to an error when below zero.
 */
export function lengthState(text: string, contentWarning: string, textlimit: number): LengthState {
  if (textlimit <= 0) return { left: null, over: false };
  const left = textlimit - charCount(text) - charCount(contentWarning);
  return { left, over: left < 0 };
}
