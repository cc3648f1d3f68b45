/**
 * Small HTML helpers for the normalisers. They run without a DOM (normalisers run in workers and
 * tests too), so they work on strings; none of their output is trusted HTML: rendering still
 * sanitises.
 */
import type { Emoji } from '../entities';

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
};

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, body: string) => {
    if (body.startsWith('#')) {
      const hex = body[1] === 'x' || body[1] === 'X';
      const code = Number.parseInt(body.slice(hex ? 2 : 1), hex ? 16 : 10);
      // Out-of-range code points would throw in fromCodePoint; keep the text as it came.
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return NAMED_ENTITIES[body.toLowerCase()] ?? whole;
  });
}

/** Plain text of a post's HTML: line breaks and paragraphs become newlines, tags go. */
export function htmlToText(html: string): string {
  const withBreaks = html
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/p>\s*<p[^>]*>/gi, '\n\n')
    .replace(/<[^>]*>/g, '');
  return decodeEntities(withBreaks).trim();
}

export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/**
 * Replaces `:shortcode:` with an <img> of that custom emoji. Input must already be escaped HTML
 * (a display name, a content warning): shortcodes are word characters only, so escaping does not
 * change them.
 */
export function emojify(escapedHtml: string, emojis: readonly Emoji[]): string {
  if (emojis.length === 0) return escapedHtml;
  const byCode = new Map(emojis.map((emoji) => [emoji.shortcode, emoji]));
  return escapedHtml.replace(/:([\w+-]+):/g, (whole, code: string) => {
    const emoji = byCode.get(code);
    if (!emoji || emoji.url === '') return whole;
    const alt = escapeHtml(`:${code}:`);
    return `<img class="emoji" src="${escapeHtml(emoji.url)}" alt="${alt}" title="${alt}">`;
  });
}
