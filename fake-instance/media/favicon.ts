import { badgePainter, type Colour, type PatternName } from './patterns.js';
import { encodePng } from './png.js';

const MARKS: (PatternName | 'star' | 'heart')[] = ['star', 'waves', 'rings', 'dots', 'heart'];

/**
 * A remote instance's favicon as Akkoma's media proxy would serve it: a small round badge whose
 * colours and mark come from the domain, so each instance looks different and the same every run.
 */
export function faviconPng(domain: string): Buffer {
  let hash = 2166136261;
  for (const ch of domain) hash = Math.imul(hash ^ (ch.codePointAt(0) ?? 0), 16777619) >>> 0;
  const hue = hash % 360;
  const fill = hsl(hue, 0.55, 0.45);
  const ring = hsl((hue + 180) % 360, 0.6, 0.85);
  const mark = MARKS[(hash >>> 9) % MARKS.length] ?? 'star';
  return encodePng(32, 32, badgePainter(fill, ring, mark));
}

function hsl(h: number, s: number, l: number): Colour {
  const k = (n: number) => (n + h / 30) % 12;
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => l - a * Math.max(-1, Math.min(k(n) - 3, Math.min(9 - k(n), 1)));
  return [Math.round(f(0) * 255), Math.round(f(8) * 255), Math.round(f(4) * 255)];
}
