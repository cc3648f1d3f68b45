// What a post may contain after sanitising: Pleroma/Akkoma's formatted text (Markdown,
// BBCode and MFM output) but no scripts, styles, forms, frames or inline event handlers.
//
// An allowlist walk over an inert document instead of DOMPurify (about 10 KB gzip of
// the first visit): the result is only ever read by `htmlToReact`, which builds React elements
// from it, so no markup is serialised and parsed again and mutation XSS has nowhere to happen.
import { disarmHandlers } from './disarmHandlers';
import { exceedsMarkupBudget } from './markupBudget';

export const ALLOWED_TAGS = new Set(
  (
    'a abbr b bdi bdo blockquote br code del em h1 h2 h3 h4 h5 h6 hr i img li mark ol p pre q ' +
    'ruby rp rt s small span strong sub sup u ul'
  ).split(' '),
);
export const ALLOWED_ATTR = new Set([
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
]);
// Elements whose content is code, styling, foreign markup or a hidden document: dropped with it.
// Any other element outside the allowlist is unwrapped and its text kept.
const DROPPED_WITH_CONTENT = new Set(
  (
    'script style template noscript noembed noframes iframe svg math audio video head title xmp ' +
    'plaintext colgroup thead selectedcontent'
  ).split(' '),
);
const URI_ATTR = new Set(['href', 'src']);
// Same-origin paths only: "//host" and "/\\host" lead off-site in a browser.
const SAFE_URI = /^(?:https?:|mailto:|\/(?![/\\]))/i;
// What a browser ignores inside a URL, so "java\tscript:" is read as "javascript:".
// eslint-disable-next-line no-control-regex
const URI_IGNORED = /[\u0000-\u0020\u00a0\u1680\u180e\u2000-\u2029\u205f\u3000]/g;
const HTML_NS = 'http://www.w3.org/1999/xhtml';

function cleanAttributes(el: Element): void {
  for (const { name, value } of Array.from(el.attributes)) {
    // Misskey function arguments (FEP-c16b `data-mfm-*`) are kept as data: `ui/html/mfm`
    // validates each value before it becomes a style, and none is rendered as it is.
    const allowed =
      name.startsWith('data-mfm-') ||
      (ALLOWED_ATTR.has(name) &&
        (!URI_ATTR.has(name) || SAFE_URI.test(value.replace(URI_IGNORED, ''))));
    if (!allowed) el.removeAttribute(name);
  }
}

function cleanChildren(parent: Node): void {
  for (const child of Array.from(parent.childNodes)) {
    if (child.nodeType === Node.TEXT_NODE) continue;
    if (child.nodeType !== Node.ELEMENT_NODE) {
      child.parentNode?.removeChild(child);
      continue;
    }
    const el = child as Element;
    const tag = el.localName;
    if (el.namespaceURI !== HTML_NS || DROPPED_WITH_CONTENT.has(tag)) {
      el.remove();
      continue;
    }
    cleanChildren(el);
    if (ALLOWED_TAGS.has(tag)) cleanAttributes(el);
    else el.replaceWith(...Array.from(el.childNodes));
  }
}

/** Sanitises server HTML (posts, bios, the instance panel) into a detached fragment; nothing executable survives. */
export function sanitizeHtml(html: string): DocumentFragment {
  // Callers show a notice for markup over the budget; this only makes sure none is parsed.
  if (exceedsMarkupBudget(html)) return document.createDocumentFragment();
  const parser = inertTemplate();
  // Handlers renamed first: Chromium reports each one it parses to the CSP's report address.
  parser.innerHTML = disarmHandlers(html);
  cleanChildren(parser.content);
  const fragment = document.createDocumentFragment();
  fragment.append(...Array.from(parser.content.childNodes));
  return fragment;
}

let inert: HTMLTemplateElement | null = null;

/**
 * A template in a document made without a browsing context: nothing parsed into it loads or
 * runs, and `<html>`/`<body>` tags in the input cannot reach any element outside it. Made
 * once: a new DOMParser document per post cost the cold load a document's set-up for every
 * status on the first screen (issue 7).
 */
function inertTemplate(): HTMLTemplateElement {
  inert ??= document.implementation.createHTMLDocument('').createElement('template');
  return inert;
}
