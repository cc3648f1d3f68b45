export interface Rgb {
  r: number;
  g: number;
  b: number;
}

/** Parses #rgb, #rrggbb, #rrggbbaa and rgb()/rgba(); anything else is null. */
export function parseColour(value: string): Rgb | null {
  const text = value.trim().toLowerCase();
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6}|[0-9a-f]{8})$/.exec(text)?.[1];
  if (hex) {
    const full = hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex.slice(0, 6);
    return {
      r: parseInt(full.slice(0, 2), 16),
      g: parseInt(full.slice(2, 4), 16),
      b: parseInt(full.slice(4, 6), 16),
    };
  }
  const rgb = /^rgba?\(\s*(\d{1,3})[\s,]+(\d{1,3})[\s,]+(\d{1,3})/.exec(text);
  if (rgb) {
    const [r, g, b] = [rgb[1], rgb[2], rgb[3]].map((n) => Math.min(255, Number(n)));
    return { r: r ?? 0, g: g ?? 0, b: b ?? 0 };
  }
  return null;
}

export function toHex({ r, g, b }: Rgb): string {
  return `#${[r, g, b]
    .map((n) =>
      Math.round(Math.max(0, Math.min(255, n)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

function channel(c: number): number {
  const s = c / 255;
  return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
}

/** WCAG relative luminance. */
export function luminance({ r, g, b }: Rgb): number {
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/** The contrast ratio of two relative luminances, whichever is lighter. */
function ratioOf(la: number, lb: number): number {
  return la > lb ? (la + 0.05) / (lb + 0.05) : (lb + 0.05) / (la + 0.05);
}

export function contrastRatio(a: Rgb, b: Rgb): number {
  return ratioOf(luminance(a), luminance(b));
}

export function mix(a: Rgb, b: Rgb, weightOfB: number): Rgb {
  return {
    r: a.r + (b.r - a.r) * weightOfB,
    g: a.g + (b.g - a.g) * weightOfB,
    b: a.b + (b.b - a.b) * weightOfB,
  };
}

const WHITE: Rgb = { r: 255, g: 255, b: 255 };
const BLACK: Rgb = { r: 0, g: 0, b: 0 };

/**
 * Moves a text colour towards white (on dark backgrounds) or black (on light ones) just far
 * enough to reach the ratio; the theme engine's 4.5 threshold (document 3 §5).
 */
export function ensureContrast(text: Rgb, background: Rgb, ratio = 4.5): Rgb {
  // The background's luminance once, not in each of the search's steps: a cold visit runs
  // this a few hundred times before its first paint, in code not yet optimised (issue 28).
  const behind = luminance(background);
  if (ratioOf(luminance(text), behind) >= ratio) return text;
  const target = behind < 0.18 ? WHITE : BLACK;
  let lo = 0;
  let hi = 1;
  for (let i = 0; i < 20; i++) {
    const mid = (lo + hi) / 2;
    if (ratioOf(luminance(mix(text, target, mid)), behind) >= ratio) hi = mid;
    else lo = mid;
  }
  const adjusted = mix(text, target, hi);
  const rounded = {
    r: Math.round(adjusted.r),
    g: Math.round(adjusted.g),
    b: Math.round(adjusted.b),
  };
  // Rounding can land a hair under the ratio; one more step towards the target fixes it.
  return contrastRatio(rounded, background) >= ratio ? rounded : mix(rounded, target, 0.02);
}
