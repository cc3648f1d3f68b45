/**
 * Renames every `on…` attribute of the start tags in `html` to `x-on…` before the browser
 * parses it (issue 29, item 5). Chromium checks an event-handler attribute against the page's
 * CSP as soon as it is parsed, even into an inert document or a <template>, and reports a
 * script-src-attr violation for each one, although nothing runs: hostile posts flooded the
 * operator's report address. Safety does not rest on this pass (the allowlist walk drops any
 * attribute it does not know); it only keeps handlers from ever being parsed as handlers.
 *
 * A small reading of the HTML tokenizer's tag states: tag name, attribute names and quoted or
 * unquoted values, so a `>` or an `on` inside a value is not mistaken for the end of the tag
 * or a new attribute. Where the real parser may read differently, it errs towards renaming:
 * comments and raw text (style, textarea, title...) are read as markup, and a quoted value
 * holding a `<` is read again as markup, since in raw text or foreign content it may be one
 * (`<style><a title="</style><img onerror=...>">`). Renaming inside a comment or a value
 * costs nothing but the odd hostile title's wording.
 */
export function disarmHandlers(html: string): string {
  if (!/on/i.test(html)) return html;
  const out: string[] = [];
  let copied = 0;
  let at = 0;
  const n = html.length;
  const isSpace = (c: string) => c === ' ' || c === '\t' || c === '\n' || c === '\f' || c === '\r';
  while (at < n) {
    const open = html.indexOf('<', at);
    if (open === -1) break;
    if (!/[a-z]/i.test(html[open + 1] ?? '')) {
      at = open + 1;
      continue;
    }
    // Tag name.
    at = open + 1;
    while (at < n && !isSpace(html[at]!) && html[at] !== '/' && html[at] !== '>') at++;
    // Attributes, until the tag ends.
    while (at < n && html[at] !== '>') {
      if (isSpace(html[at]!) || html[at] === '/') {
        at++;
        continue;
      }
      const nameStart = at;
      // An attribute name may begin with '=' (a parse error the tokenizer accepts).
      at++;
      while (at < n && !isSpace(html[at]!) && !'/>='.includes(html[at]!)) at++;
      if (html.slice(nameStart, nameStart + 2).toLowerCase() === 'on') {
        out.push(html.slice(copied, nameStart), 'x-');
        copied = nameStart;
      }
      while (at < n && isSpace(html[at]!)) at++;
      if (html[at] !== '=') continue;
      at++;
      while (at < n && isSpace(html[at]!)) at++;
      const quote = html[at];
      if (quote === '"' || quote === "'") {
        const close = html.indexOf(quote, at + 1);
        const end = close === -1 ? n : close;
        const value = html.slice(at + 1, end);
        if (value.includes('<')) {
          const disarmed = disarmHandlers(value);
          if (disarmed !== value) {
            out.push(html.slice(copied, at + 1), disarmed);
            copied = end;
          }
        }
        at = end + 1;
      } else {
        while (at < n && !isSpace(html[at]!) && html[at] !== '>') at++;
      }
    }
    at++;
  }
  if (out.length === 0) return html;
  out.push(html.slice(copied));
  return out.join('');
}
