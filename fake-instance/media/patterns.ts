import type { Painter, Rgba } from './png.js';

/**
 * Picture recipes for the seeded media. Each is a pure function of (u, v), so the same
 * recipe gives the same bytes on every start and the blurhash can be computed from it.
 */

export type Colour = readonly [number, number, number];

export function hex(value: string): Colour {
  const n = Number.parseInt(value.replace('#', ''), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function mix(a: Colour, b: Colour, t: number): Rgba {
  const k = Math.max(0, Math.min(1, t));
  return [
    Math.round(a[0] + (b[0] - a[0]) * k),
    Math.round(a[1] + (b[1] - a[1]) * k),
    Math.round(a[2] + (b[2] - a[2]) * k),
  ];
}

export type PatternName =
  | 'gradient'
  | 'stripes'
  | 'checker'
  | 'rings'
  | 'waves'
  | 'dots'
  | 'horizon'
  | 'hills'
  | 'grid'
  | 'sun';

export interface Recipe {
  pattern: PatternName;
  colours: readonly [Colour, Colour, Colour?];
}

export function painterFor(recipe: Recipe): Painter {
  const [a, b, c = b] = recipe.colours;
  switch (recipe.pattern) {
    case 'gradient':
      return (u, v) => mix(a, b, (u + v) / 2);
    case 'stripes':
      return (u, v) => (Math.floor((u + v * 0.6) * 14) % 2 === 0 ? mix(a, c, v) : mix(b, c, u));
    case 'checker':
      return (u, v) =>
        (Math.floor(u * 10) + Math.floor(v * 10)) % 2 === 0
          ? mix(a, c, u * 0.5)
          : mix(b, c, v * 0.5);
    case 'rings': {
      return (u, v) => {
        const d = Math.hypot(u - 0.5, v - 0.5);
        return Math.floor(d * 18) % 2 === 0 ? mix(a, c, d * 1.4) : mix(b, c, d);
      };
    }
    case 'waves':
      return (u, v) => {
        const crest = 0.5 + 0.12 * Math.sin(u * Math.PI * 6) + 0.05 * Math.sin(u * Math.PI * 17);
        return v < crest ? mix(a, c, v / crest) : mix(b, c, (v - crest) * 2);
      };
    case 'dots':
      return (u, v) => {
        const du = (u * 12) % 1;
        const dv = (v * 12) % 1;
        return Math.hypot(du - 0.5, dv - 0.5) < 0.28 ? mix(b, c, u) : mix(a, c, v * 0.4);
      };
    case 'horizon':
      return (u, v) => {
        if (v < 0.58) {
          const sun = Math.hypot(u - 0.68, v - 0.42) < 0.09;
          return sun ? mix(c, c, 0) : mix(a, c, v / 0.58);
        }
        return mix(b, a, (v - 0.58) * 1.6 + 0.05 * Math.sin(u * 60));
      };
    case 'hills':
      return (u, v) => {
        const far = 0.45 + 0.1 * Math.sin(u * 5 + 1);
        const near = 0.62 + 0.08 * Math.sin(u * 9 + 2) + 0.04 * Math.cos(u * 23);
        if (v > near) return mix(b, [20, 30, 20], (v - near) * 1.5);
        if (v > far) return mix(c, b, (v - far) * 2);
        return mix(a, [255, 255, 255], 1 - v / far);
      };
    case 'grid':
      return (u, v) =>
        (u * 16) % 1 < 0.08 || (v * 16) % 1 < 0.08
          ? mix(c, c, 0)
          : mix(a, b, Math.hypot(u, v) / 1.42);
    case 'sun':
      return (u, v) => {
        const d = Math.hypot(u - 0.5, v - 0.5);
        const angle = Math.atan2(v - 0.5, u - 0.5);
        if (d < 0.22) return mix(c, b, d * 2);
        return Math.floor(((angle + Math.PI) / (2 * Math.PI)) * 24) % 2 === 0
          ? mix(a, b, d)
          : mix(b, a, d);
      };
  }
}

/** A round badge with a transparent outside, for custom emoji and stickers. */
export function badgePainter(
  fill: Colour,
  ring: Colour,
  mark: PatternName | 'heart' | 'star',
): Painter {
  const inner =
    mark === 'heart' || mark === 'star'
      ? undefined
      : painterFor({ pattern: mark, colours: [fill, ring, [255, 255, 255]] });
  return (u, v) => {
    const d = Math.hypot(u - 0.5, v - 0.5);
    if (d > 0.48) return [0, 0, 0, 0];
    if (d > 0.42) return [ring[0], ring[1], ring[2], 255];
    const x = (u - 0.5) * 2.4;
    const y = (0.5 - v) * 2.4;
    if (inner) {
      const [r, g, b] = inner(u, v);
      return [r, g, b, 255];
    }
    const inside =
      mark === 'heart'
        ? (x * x + y * y - 0.35) ** 3 - x * x * y ** 3 < 0
        : Math.hypot(x, y) < 0.35 + 0.2 * Math.cos(5 * Math.atan2(y, x));
    return inside ? [ring[0], ring[1], ring[2], 255] : [fill[0], fill[1], fill[2], 255];
  };
}
