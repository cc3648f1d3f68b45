import { createElement, forwardRef, type ComponentType, type Ref, type SVGProps } from 'react';
import {
  hasAccessibleProp,
  iconChildrenMarkup,
  iconClassName,
  type IconData,
  type IconNode,
} from './iconMarkup';

/**
 * lucide-react's `createLucideIcon`, drawn for the first screen's budget (issue 28 item 1).
 * The build resolves lucide's own module to this one (`scripts/preactAliases.ts`), so every
 * `import { Star } from 'lucide-react'` renders here with lucide's props and markup.
 *
 * Why: icons were 30 % of the first screen's elements (98 of 331 at 390 px, 140 of 419 at
 * 1,440 px). lucide builds each icon's attributes and class list anew per render, and each
 * shape is an element of its own that goes through Preact's compatibility layer and
 * `setAttribute`. Here the shapes are one markup string per icon, set as the `<svg>`'s inner
 * markup (lucide's static data, escaped: no reader's text ever reaches it), so an icon is one
 * element for Preact to make instead of two to five.
 */
interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'ref'> {
  size?: number | string;
  color?: string;
  strokeWidth?: number | string;
  absoluteStrokeWidth?: boolean;
  nonScalingStroke?: boolean;
}

const DEFAULT_SIZE = 24;
const DEFAULT_STROKE = 2;

function toIconData(nameOrData: string | IconData, node: IconNode, aliases: string[]): IconData {
  if (typeof nameOrData !== 'string') return nameOrData;
  const name = nameOrData
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/([A-Z])([A-Z][a-z])/g, '$1-$2')
    .toLowerCase();
  return { name, size: DEFAULT_SIZE, node, ...(aliases.length > 0 ? { aliases } : {}) };
}

export default function createIcon(
  nameOrData: string | IconData,
  node: IconNode = [],
  aliases: string[] = [],
): ComponentType<IconProps & { ref?: Ref<SVGSVGElement> }> {
  const data = toIconData(nameOrData, node, aliases);
  const box = data.size ?? DEFAULT_SIZE;
  const viewBox = `0 0 ${box} ${box}`;
  const markup = { __html: iconChildrenMarkup(data.node) };
  let nonScaling: { __html: string } | undefined;
  const Icon = forwardRef<SVGSVGElement, IconProps>(function Icon(
    {
      className,
      size,
      color,
      width,
      height,
      strokeWidth,
      absoluteStrokeWidth,
      nonScalingStroke,
      children,
      ...rest
    },
    ref,
  ) {
    const stroke = strokeWidth ?? DEFAULT_STROKE;
    const drawnWidth = width ?? size ?? DEFAULT_SIZE;
    const props = {
      ref,
      xmlns: 'http://www.w3.org/2000/svg',
      width: drawnWidth,
      height: height ?? size ?? DEFAULT_SIZE,
      viewBox,
      fill: 'none',
      stroke: color || 'currentColor',
      'stroke-width': absoluteStrokeWidth
        ? (Number(stroke) * box) / Number(size ?? width ?? DEFAULT_SIZE)
        : stroke,
      'stroke-linecap': 'round',
      'stroke-linejoin': 'round',
      className: iconClassName(data, className),
      ...(children || hasAccessibleProp(rest) ? {} : { 'aria-hidden': 'true' }),
      ...rest,
    };
    // Shapes and the caller's children together need elements; lucide allows it, Petrel's
    // icons never pass children.
    if (children) {
      const shapes = data.node.map(([tag, attrs]) => createElement(tag, attrs));
      return createElement('svg', props, ...shapes, children);
    }
    const inner = nonScalingStroke
      ? (nonScaling ??= { __html: iconChildrenMarkup(data.node, true) })
      : markup;
    return createElement('svg', { ...props, dangerouslySetInnerHTML: inner });
  });
  if (data.name) Icon.displayName = data.name;
  return Icon;
}
