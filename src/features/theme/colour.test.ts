import { describe, expect, it } from 'vitest';
import { contrastRatio, ensureContrast, parseColour, toHex } from './colour';

const c = (s: string) => {
  const parsed = parseColour(s);
  if (!parsed) throw new Error(s);
  return parsed;
};

describe('colour', () => {
  it('parses hex and rgb forms', () => {
    expect(parseColour('#fff')).toEqual({ r: 255, g: 255, b: 255 });
    expect(parseColour('#12345678')).toEqual({ r: 0x12, g: 0x34, b: 0x56 });
    expect(parseColour('rgb(10, 20, 30)')).toEqual({ r: 10, g: 20, b: 30 });
    expect(parseColour('rgba(10 20 30 / 50%)')).toEqual({ r: 10, g: 20, b: 30 });
    expect(parseColour('--bg')).toBeNull();
    expect(toHex({ r: 255, g: 0, b: 16 })).toBe('#ff0010');
  });

  it('computes WCAG contrast', () => {
    expect(contrastRatio(c('#000'), c('#fff'))).toBeCloseTo(21, 5);
    expect(contrastRatio(c('#777'), c('#fff'))).toBeCloseTo(4.48, 2);
  });

  it('lifts a text colour to 4.5 against its background and leaves good ones alone', () => {
    const dark = c('#121a24');
    const dim = c('#4a5563');
    expect(contrastRatio(dim, dark)).toBeLessThan(4.5);
    const fixed = ensureContrast(dim, dark);
    expect(contrastRatio(fixed, dark)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(fixed, dark)).toBeLessThan(5.5);

    const light = c('#f4f4f4');
    const pale = c('#aaaaaa');
    expect(contrastRatio(ensureContrast(pale, light), light)).toBeGreaterThanOrEqual(4.5);

    const good = c('#e0e0e0');
    expect(ensureContrast(good, dark)).toBe(good);
  });
});
