import { describe, expect, it } from 'vitest';
import { BUILT_IN_EMOJI } from './builtInEmoji';

describe('the built-in emoji list (servers that publish none)', () => {
  it('pairs each shortcode with one glyph, and names each shortcode once', () => {
    const codes = BUILT_IN_EMOJI.map((e) => e.shortcode);
    expect(new Set(codes).size).toBe(codes.length);
    for (const { shortcode, glyph } of BUILT_IN_EMOJI) {
      expect(shortcode).toMatch(/^[\w+-]+$/);
      expect(glyph.length).toBeGreaterThan(0);
      expect(glyph).not.toMatch(/[\s|]/);
    }
    expect(BUILT_IN_EMOJI).toContainEqual({ shortcode: 'smile', glyph: '😄' });
  });
});
