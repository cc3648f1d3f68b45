/**
 * Turns the source text of a seeded post into the HTML an Akkoma server sends for
 * text/plain posts: paragraphs, <br/> for single newlines, links with rel="ugc", hashtag and
 * mention links with the classes clients look for.
 */

export interface MentionTarget {
  id: string;
  /** username for local, username@domain for remote */
  acct: string;
  username: string;
  url: string;
}

export interface Formatted {
  html: string;
  mentions: string[];
  tags: string[];
  emojis: string[];
}

function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

const TOKEN =
  /(https?:\/\/[^\s<]+[^\s<.,;:!?)'"])|(^|[^\w/])#([\p{L}\p{N}_]+)|(^|[^\w/])@([a-z0-9_]+(?:@[a-z0-9.-]+)?)|:([a-z0-9_]+):/giu;

export function formatPlain(
  text: string,
  baseUrl: string,
  findAccount: (acct: string) => MentionTarget | undefined,
  knownEmoji: (shortcode: string) => boolean,
): Formatted {
  const mentions: string[] = [];
  const tags: string[] = [];
  const emojis: string[] = [];
  const formatLine = (line: string): string => {
    let out = '';
    let last = 0;
    for (const match of line.matchAll(TOKEN)) {
      const index = match.index ?? 0;
      out += escapeHtml(line.slice(last, index));
      last = index + match[0].length;
      const [whole, url, tagLead, tag, mentionLead, acct, shortcode] = match;
      if (url) {
        const shown = url.replace(/^https?:\/\//, '');
        out += `<a href="${escapeHtml(url)}" rel="ugc">${escapeHtml(shown)}</a>`;
      } else if (tag !== undefined) {
        const name = tag.toLowerCase();
        if (!tags.includes(name)) tags.push(name);
        out += `${escapeHtml(tagLead ?? '')}<a class="hashtag" data-tag="${escapeHtml(name)}" href="${baseUrl}/tag/${encodeURIComponent(name)}" rel="tag ugc">#${escapeHtml(tag)}</a>`;
      } else if (acct !== undefined) {
        const target = findAccount(acct);
        if (!target) {
          out += escapeHtml(whole);
          continue;
        }
        if (!mentions.includes(target.id)) mentions.push(target.id);
        out += `${escapeHtml(mentionLead ?? '')}<span class="h-card"><a class="u-url mention" data-user="${target.id}" href="${escapeHtml(target.url)}" rel="ugc">@<span>${escapeHtml(target.username)}</span></a></span>`;
      } else if (shortcode !== undefined) {
        if (knownEmoji(shortcode) && !emojis.includes(shortcode)) emojis.push(shortcode);
        out += escapeHtml(whole);
      }
    }
    return out + escapeHtml(line.slice(last));
  };
  const paragraphs = text
    .trim()
    .split(/\n{2,}/)
    .map((paragraph) => paragraph.split('\n').map(formatLine).join('<br/>'));
  // Akkoma leaves a single-paragraph plain-text post unwrapped and joins paragraphs with
  // <br/><br/>; we wrap in <p> instead, which clients must handle either way.
  const html =
    paragraphs.length === 1 ? (paragraphs[0] ?? '') : paragraphs.map((p) => `<p>${p}</p>`).join('');
  return { html, mentions, tags, emojis };
}

/** For seeded posts written as HTML: collects tags and emoji without rewriting the markup. */
export function scanHtml(
  html: string,
  knownEmoji: (shortcode: string) => boolean,
): Pick<Formatted, 'tags' | 'emojis'> {
  const tags = [...html.matchAll(/data-tag="([^"]+)"/g)].map((m) => (m[1] ?? '').toLowerCase());
  const emojis = [...html.matchAll(/:([a-z0-9_]+):/gi)].map((m) => m[1] ?? '').filter(knownEmoji);
  return { tags: [...new Set(tags)], emojis: [...new Set(emojis)] };
}

export function plainText(html: string): string {
  return html
    .replace(/<br\s*\/?>/g, '\n')
    .replace(/<\/p><p>/g, '\n\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}
