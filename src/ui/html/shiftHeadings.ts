const HEADING_TAG = /<(\/?)h([1-6])(?=[\s>/])/gi;

/**
 * Moves the headings of server HTML (terms, instance panel) under the page's own outline: the
 * highest heading becomes `base` and the others keep their distance below it, up to h6.
 */
export function shiftHeadings(html: string, base: number): string {
  let top = 7;
  for (const match of html.matchAll(HEADING_TAG)) top = Math.min(top, Number(match[2]));
  if (top === 7) return html;
  const offset = base - top;
  return html.replace(
    HEADING_TAG,
    (_whole, slash: string, level: string) =>
      `<${slash}h${Math.min(6, Math.max(1, Number(level) + offset))}`,
  );
}
