import DOMPurify from 'dompurify';

// What a post may contain after sanitising: Pleroma/Akkoma's formatted text (Markdown,
// BBCode and MFM output) but no scripts, styles, forms, frames or inline event handlers.
const ALLOWED_TAGS = [
  'a',
  'abbr',
  'b',
  'bdi',
  'bdo',
  'blockquote',
  'br',
  'code',
  'del',
  'em',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'hr',
  'i',
  'img',
  'li',
  'mark',
  'ol',
  'p',
  'pre',
  'q',
  'ruby',
  'rp',
  'rt',
  's',
  'small',
  'span',
  'strong',
  'sub',
  'sup',
  'u',
  'ul',
];
const ALLOWED_ATTR = [
  'href',
  'title',
  'alt',
  'src',
  'class',
  'rel',
  'lang',
  'dir',
  'data-user',
  'data-tag',
];

/** Sanitises server HTML (posts, bios, the instance panel) into a detached fragment; nothing executable survives. */
export function sanitizeHtml(html: string): DocumentFragment {
  return DOMPurify.sanitize(html, {
    ALLOWED_TAGS,
    ALLOWED_ATTR,
    // Same-origin paths only: "//host" and "/\\host" lead off-site in a browser.
    ALLOWED_URI_REGEXP: /^(?:https?:|mailto:|\/(?![/\\]))/i,
    // The URI check would otherwise also reject plain values such as rel="tag".
    ADD_URI_SAFE_ATTR: ['rel', 'lang', 'dir', 'data-user', 'data-tag'],
    RETURN_DOM_FRAGMENT: true,
  });
}
