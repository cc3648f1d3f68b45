/** The word being typed at the caret when it starts with ':' or '@' (for autocomplete). */
export interface CaretToken {
  trigger: ':' | '@';
  /** What follows the trigger. */
  query: string;
  /** Index of the trigger in the text. */
  start: number;
  /** The caret. */
  end: number;
}

/**
 * Finds ':' or '@' words at the caret. A trigger counts only at the start or after white space
 * (so 'a:b' and e-mail addresses do not open suggestions); emoji need one more character.
 */
export function tokenAtCaret(text: string, caret: number): CaretToken | null {
  const before = text.slice(0, caret);
  const match = /(^|\s)([:@])([\p{L}\p{N}_+\-.@]*)$/u.exec(before);
  if (!match) return null;
  const trigger = match[2] as ':' | '@';
  const query = match[3] ?? '';
  if (trigger === ':' && query.length < 1) return null;
  return { trigger, query, start: caret - query.length - 1, end: caret };
}

/** Puts `insert` in place of start..end and gives the caret after it. */
export function replaceRange(
  text: string,
  start: number,
  end: number,
  insert: string,
): { text: string; caret: number } {
  return { text: text.slice(0, start) + insert + text.slice(end), caret: start + insert.length };
}

/**
 * Inserts at the caret, adding a space before when glued to a word and one after when the
 * next character is not already a space, as people expect from emoji pickers.
 */
export function insertAtCaret(
  text: string,
  start: number,
  end: number,
  insert: string,
): { text: string; caret: number } {
  const before = text.slice(0, start);
  const after = text.slice(end);
  const lead = before === '' || /\s$/.test(before) ? '' : ' ';
  const trail = after.startsWith(' ') ? '' : ' ';
  return replaceRange(text, start, end, lead + insert + trail);
}
