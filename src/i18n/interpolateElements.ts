import { createElement, Fragment, type ReactNode } from 'react';

/** A translated string cut at its placeholders: text runs and the names between them. */
export type TemplatePart = { text: string } | { name: string };

const PLACEHOLDER = /\{\{\s*([\w.]+)\s*\}\}/g;

/**
 * Splits a translation at the placeholders named in `names`, keeping the translator's order.
 * Placeholders not in `names` stay as text, so a string value can never become an element.
 */
export function splitTemplate(template: string, names: readonly string[]): TemplatePart[] {
  const parts: TemplatePart[] = [];
  let from = 0;
  for (const match of template.matchAll(PLACEHOLDER)) {
    const name = match[1] ?? '';
    if (!names.includes(name)) continue;
    if (match.index > from) parts.push({ text: template.slice(from, match.index) });
    parts.push({ name });
    from = match.index + match[0].length;
  }
  if (from < template.length) parts.push({ text: template.slice(from) });
  return parts;
}

/**
 * Renders a translation with React elements (a link, an emoji, a time) where its `{{name}}`
 * placeholders stand, so word order around them is the translation's, not the code's.
 * Call `t(key)` without the element names so their placeholders survive for this step.
 */
export function interpolateElements(
  template: string,
  elements: Readonly<Record<string, ReactNode>>,
): ReactNode {
  const parts = splitTemplate(template, Object.keys(elements));
  return parts.map((part, i) =>
    createElement(Fragment, { key: i }, 'name' in part ? elements[part.name] : part.text),
  );
}
