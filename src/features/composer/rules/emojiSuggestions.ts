/** Document 3 §5: emoji autocomplete shows at most 5 suggestions. */
export const MAX_EMOJI_SUGGESTIONS = 5;

/** One emoji as the picker and the suggestions know it. */
export interface PickerEmoji {
  /** Shortcode without colons. */
  shortcode: string;
  /** A unicode glyph, or null for a custom emoji. */
  glyph: string | null;
  /** Image of a custom emoji. */
  url: string | null;
  tags: string[];
}

/** What typing the emoji inserts: the glyph itself, or :shortcode: for custom emoji. */
export function emojiText(emoji: PickerEmoji): string {
  return emoji.glyph ?? `:${emoji.shortcode}:`;
}

/**
 * Suggestions for ':query': shortcodes starting with the query first, then those containing
 * it; custom emoji before standard within each group (the instance's own are what people
 * reach for), at most 5.
 */
export function emojiSuggestions(
  query: string,
  emoji: readonly PickerEmoji[],
  max = MAX_EMOJI_SUGGESTIONS,
): PickerEmoji[] {
  const q = query.toLowerCase();
  if (q === '') return [];
  const starts: PickerEmoji[] = [];
  const contains: PickerEmoji[] = [];
  for (const e of emoji) {
    const code = e.shortcode.toLowerCase();
    if (code.startsWith(q)) starts.push(e);
    else if (code.includes(q)) contains.push(e);
  }
  const customFirst = (a: PickerEmoji, b: PickerEmoji) =>
    Number(a.glyph !== null) - Number(b.glyph !== null);
  return [...starts.sort(customFirst), ...contains.sort(customFirst)].slice(0, max);
}

/** Document 3 §3: recent emoji, 42 at most. */
export const MAX_RECENT_EMOJI = 42;

/** Moves a used emoji to the front; remote emoji (name with '@') never join the list. */
export function addRecentEmoji(recent: readonly string[], name: string): string[] {
  if (name.includes('@')) return [...recent];
  return [name, ...recent.filter((r) => r !== name)].slice(0, MAX_RECENT_EMOJI);
}
