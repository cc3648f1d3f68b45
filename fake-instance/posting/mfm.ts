/**
 * Misskey's `$[name.attr,attr=value content]` functions as FEP-c16b spans, the way Akkoma
 * renders a text/x.misskeymarkdown post: `<span class="mfm-name" data-mfm-attr="value">`.
 * The input is already-escaped HTML from the plain formatter, so only the function syntax is
 * rewritten; an unclosed function is closed at the end.
 */
const OPEN = /^\$\[([a-z0-9]+)(?:\.([^\s\]]+))?\s/;
const ATTR_NAME = /^[a-z0-9]+$/;

function escapeAttr(value: string): string {
  return value.replace(/[&"<>]/g, (c) => `&#${c.charCodeAt(0)};`);
}

function openTag(name: string, attrs: string | undefined): string {
  const data = (attrs ?? '')
    .split(',')
    .map((pair) => {
      const [key = '', value] = pair.split('=');
      if (!ATTR_NAME.test(key)) return '';
      return value === undefined ? ` data-mfm-${key}` : ` data-mfm-${key}="${escapeAttr(value)}"`;
    })
    .join('');
  return `<span class="mfm-${name}"${data}>`;
}

export function mfmToHtml(html: string): string {
  let out = '';
  let open = 0;
  let i = 0;
  while (i < html.length) {
    const match = html.startsWith('$[', i) ? OPEN.exec(html.slice(i)) : null;
    if (match) {
      out += openTag(match[1] ?? '', match[2]);
      open += 1;
      i += match[0].length;
    } else if (html[i] === ']' && open > 0) {
      out += '</span>';
      open -= 1;
      i += 1;
    } else {
      out += html[i];
      i += 1;
    }
  }
  return out + '</span>'.repeat(open);
}
