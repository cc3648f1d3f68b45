/** Document 2 §5 and §9: the tall test (threshold 20, divisor 80) and the long subject (240). */
export const TALL_THRESHOLD = 20;
export const TALL_DIVISOR = 80;
export const LONG_SUBJECT_CHARS = 240;

/**
 * A status is tall when the number of pieces its HTML splits into at paragraph and line-break
 * starts, plus its text length divided by 80, exceeds 20.
 */
export function isTall(rawHtml: string, text: string): boolean {
  const pieces = rawHtml.split(/<p[\s>]|<p$|<br/i).length;
  return pieces + text.length / TALL_DIVISOR > TALL_THRESHOLD;
}

export function isLongSubject(summary: string): boolean {
  return summary.length > LONG_SUBJECT_CHARS;
}

/**
 * What may fold a status's content (document 2 §4): a subject folds it only when the
 * collapse-subject setting is on; otherwise the subject is a plain line above the content.
 * Tall content folds unless the subject already folds it: opening a subject-folded post asks
 * for all of it.
 */
export function contentFolds(
  hasSubject: boolean,
  tall: boolean,
  collapseWithSubject: boolean,
): { bySubject: boolean; byHeight: boolean } {
  const bySubject = hasSubject && collapseWithSubject;
  return { bySubject, byHeight: tall && !bySubject };
}

/** Document 2 §4: mentions show 5, then a '+N more' toggle. */
export const MENTIONS_SHOWN = 5;
