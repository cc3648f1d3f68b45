/**
 * What an icon of lucide's data draws, as the SVG markup of its children and the class list of
 * its `<svg>`, computed once per icon instead of once per render (see `createIcon.tsx`).
 */

export type IconNode = [tag: string, attrs: Record<string, string | number>][];

export interface IconData {
  name?: string;
  aliases?: string[];
  size?: number;
  node: IconNode;
}

const escapeAttribute = (value: string | number): string =>
  String(value)
    .replace(/&/g, '&amp;')
    .replace(/"/g, '&quot;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');

/** The icon's shapes as markup; lucide's `key` (a React list key) is not an attribute. */
export function iconChildrenMarkup(node: IconNode, nonScalingStroke = false): string {
  return node
    .map(([tag, attrs]) => {
      const all = nonScalingStroke ? { 'vector-effect': 'non-scaling-stroke', ...attrs } : attrs;
      const text = Object.entries(all)
        .filter(([name]) => name !== 'key')
        .map(([name, value]) => ` ${name}="${escapeAttribute(value)}"`)
        .join('');
      return `<${tag}${text}></${tag}>`;
    })
    .join('');
}

/** lucide's class list: `lucide`, `lucide-<name>`, its aliases, then the caller's, each once. */
export function iconClassName(data: IconData, className: string | undefined): string {
  const tokens = new Set<string>(['lucide']);
  if (data.name) tokens.add(`lucide-${data.name}`);
  for (const alias of data.aliases ?? []) if (alias.trim() !== '') tokens.add(`lucide-${alias}`);
  for (const token of (className ?? '').split(/\s+/)) if (token) tokens.add(token);
  return [...tokens].join(' ');
}

/** lucide's rule: an icon with no name of its own (aria-*, role, title) is hidden from readers. */
export function hasAccessibleProp(props: Record<string, unknown>): boolean {
  for (const name in props)
    if (
      (name.startsWith('aria-') || name === 'role' || name === 'title') &&
      props[name] !== null &&
      props[name] !== undefined
    )
      return true;
  return false;
}
