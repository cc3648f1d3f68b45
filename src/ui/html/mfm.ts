import { createElement, type CSSProperties, type ReactNode } from 'react';

/**
 * Misskey markdown functions as they arrive in FEP-c16b form (`<span class="mfm-tada"
 * data-mfm-speed="2s">`), turned into the props Petrel renders them with. Only known functions
 * and well-formed values pass; everything else stays a plain span.
 */
const FUNCTIONS = new Set([
  'tada',
  'jelly',
  'twitch',
  'shake',
  'spin',
  'jump',
  'bounce',
  'rainbow',
  'sparkle',
  'flip',
  'x2',
  'x3',
  'x4',
  'blur',
  'font',
  'rotate',
  'fg',
  'bg',
  'position',
  'scale',
]);
const FLAGS = [
  'x',
  'y',
  'h',
  'v',
  'left',
  'alternate',
  'serif',
  'monospace',
  'cursive',
  'fantasy',
] as const;
const TIME = /^\d+(?:\.\d+)?m?s$/;
const NUMBER = /^-?\d+(?:\.\d+)?$/;
const COLOUR = /^(?:[0-9a-f]{3}|[0-9a-f]{4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;

/**
 * How far `scale` (a factor) and `position` (em) may go on each axis. Misskey caps scale at 5;
 * position is capped too, and the post's content box clips whatever still reaches outside
 * (status.css), so a post cannot paint over, or take clicks meant for, another.
 */
export const MFM_BOUNDS = {
  scale: { min: -5, max: 5 },
  position: { min: -5, max: 5 },
} as const;
const BOUNDS: Partial<Record<string, { min: number; max: number }>> = MFM_BOUNDS;

function clamp(value: number, { min, max }: { min: number; max: number }): number {
  return Math.min(max, Math.max(min, value));
}

export interface MfmProps {
  className: string;
  style?: CSSProperties & Record<`--${string}`, string>;
  flags: Record<`data-mfm-${string}`, ''>;
}

/** The span's render props, or null when it is not a known MFM function. */
export function mfmSpanProps(
  classAttr: string,
  attribute: (name: string) => string | null,
): MfmProps | null {
  const name = /^mfm-([a-z0-9]+)$/.exec(classAttr.trim())?.[1];
  if (!name || !FUNCTIONS.has(name)) return null;
  const style: Record<string, string> = {};
  const speed = attribute('data-mfm-speed');
  if (speed && TIME.test(speed)) style['--mfm-speed'] = speed;
  const deg = attribute('data-mfm-deg');
  if (deg && NUMBER.test(deg)) style['--mfm-deg'] = `${deg}deg`;
  const bound = BOUNDS[name];
  for (const axis of ['x', 'y'] as const) {
    const value = attribute(`data-mfm-${axis}`);
    if (value && NUMBER.test(value))
      style[`--mfm-${axis}`] = bound ? String(clamp(Number(value), bound)) : value;
  }
  const colour = attribute('data-mfm-color');
  if (colour && COLOUR.test(colour)) style['--mfm-color'] = `#${colour}`;
  const flags: Record<`data-mfm-${string}`, ''> = {};
  for (const flag of FLAGS)
    if (attribute(`data-mfm-${flag}`) !== null) flags[`data-mfm-${flag}`] = '';
  return {
    className: `mfm mfm-${name}`,
    style: Object.keys(style).length > 0 ? (style as MfmProps['style']) : undefined,
    flags,
  };
}

/** A function span as an element, or null for any other span. */
export function mfmSpan(node: Element, key: string, children: ReactNode[]): ReactNode {
  const props = mfmSpanProps(node.getAttribute('class') ?? '', (name) => node.getAttribute(name));
  return props
    ? createElement(
        'span',
        {
          key,
          className: props.className,
          style: props.style,
          ...props.flags,
        },
        children,
      )
    : null;
}
