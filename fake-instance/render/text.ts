/** Small HTML helpers for profile text (bios and field values). */

export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** A bio as Akkoma renders it: escaped text, links, <br/> for newlines. */
export function bioHtml(source: string): string {
  return escapeHtml(source)
    .replace(
      /https?:\/\/[^\s<]+/g,
      (url) => `<a href="${url}" rel="ugc">${url.replace(/^https?:\/\//, '')}</a>`,
    )
    .replace(/\n/g, '<br/>');
}

/** A profile field value: a bare URL becomes a link, as Akkoma and Mastodon do. */
export function fieldHtml(value: string): string {
  if (/^https?:\/\/\S+$/.test(value)) {
    const shown = value.replace(/^https?:\/\//, '');
    return `<a href="${escapeHtml(value)}" rel="me nofollow noopener noreferrer" target="_blank">${escapeHtml(shown)}</a>`;
  }
  return escapeHtml(value);
}

export function shortcodesIn(...texts: string[]): string[] {
  const found = new Set<string>();
  for (const text of texts)
    for (const match of text.matchAll(/:([a-z0-9_]+):/gi)) found.add(match[1] ?? '');
  return [...found];
}
