import { describe, expect, it } from 'vitest';
import { encodeId, IdGenerator, type IdStyle } from '../ids.js';
import { buildSeed } from '../seed/build.js';
import { ID_STYLE } from '../software.js';

const NOW = Date.UTC(2026, 10, 27, 12);
const BASE = 'http://127.0.0.1:8787';

// The client tells an id from a name by its look on Mastodon (digits) and GoToSocial (ULIDs),
// as src/features/profile/nameFirst.ts does.
const SHAPES: Record<IdStyle, RegExp> = {
  flake: /^[0-9A-Za-z]{18}$/,
  snowflake: /^\d{18}$/,
  ulid: /^[0-9A-HJKMNP-TV-Z]{26}$/,
};

describe('ids in the shape of each server', () => {
  it('gives Mastodon digits and GoToSocial ULIDs', () => {
    expect(ID_STYLE).toEqual({ akkoma: 'flake', mastodon: 'snowflake', gotosocial: 'ulid' });
    // Mastodon's snowflake: the milliseconds shifted by 16 bits, plus the sequence.
    expect(encodeId('snowflake', 1_700_000_000_000, 5)).toBe(
      String((1_700_000_000_000n << 16n) | 5n).padStart(18, '0'),
    );
    // A ULID starts with the 48-bit time in 10 characters of Crockford's base 32.
    expect(encodeId('ulid', 1_700_000_000_000, 0).slice(0, 10)).toBe('01HF7YAT00');
  });

  for (const style of ['flake', 'snowflake', 'ulid'] as const) {
    it(`${style}: every seeded id has the shape, and string order is time order`, () => {
      const seed = buildSeed(NOW, BASE, style);
      const ids = [...seed.accounts, ...seed.statuses].map((r) => r.id);
      expect(new Set(ids).size).toBe(ids.length);
      expect(ids.filter((id) => !SHAPES[style].test(id))).toEqual([]);
      expect(encodeId(style, 1000, 1) < encodeId(style, 1001, 0)).toBe(true);
      const generator = new IdGenerator(style);
      const burst = Array.from({ length: 50 }, () => generator.next(5_000));
      expect([...burst].sort()).toEqual(burst);
      const newest = [...ids].sort().at(-1) ?? '';
      expect(new IdGenerator(style).next() > newest).toBe(true);
    });
  }
});
