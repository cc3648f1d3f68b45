/**
 * How much server HTML one place may hold before it is parsed at all (issue 29, item 4).
 * Parsing, sanitising and rendering grow with the number of elements, and a post of 100,000
 * unclosed `<b>` (300 KB) held the main thread for 19 s. The longest posts servers allow
 * (Akkoma's limit is configurable; 100,000 characters is already generous) and the longest
 * instance panels and terms stay well below both limits.
 */
export const MAX_MARKUP_CHARS = 100_000;
/** Start tags, counted as "<" followed by a letter: what the parser turns into elements. */
export const MAX_MARKUP_ELEMENTS = 2_000;

/** True when `html` is too long or holds too many elements to parse without freezing the tab. */
export function exceedsMarkupBudget(html: string): boolean {
  if (html.length > MAX_MARKUP_CHARS) return true;
  let tags = 0;
  for (let at = html.indexOf('<'); at !== -1; at = html.indexOf('<', at + 1)) {
    const next = html.charCodeAt(at + 1) | 0x20;
    if (next >= 0x61 && next <= 0x7a && ++tags > MAX_MARKUP_ELEMENTS) return true;
  }
  return false;
}
