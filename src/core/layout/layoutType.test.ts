import { describe, expect, it } from 'vitest';
import { layoutTypeFor } from './layoutType';

describe('layoutTypeFor', () => {
  it('follows the 800 and 1280 px thresholds', () => {
    expect(layoutTypeFor(390, true)).toBe('mobile');
    expect(layoutTypeFor(800, true)).toBe('mobile');
    expect(layoutTypeFor(801, true)).toBe('normal');
    expect(layoutTypeFor(1279, true)).toBe('normal');
    expect(layoutTypeFor(1280, true)).toBe('wide');
    expect(layoutTypeFor(1440, false)).toBe('normal');
  });
});
