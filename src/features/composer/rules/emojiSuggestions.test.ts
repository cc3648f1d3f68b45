import { describe, expect, it } from 'vitest';
import { addRecentEmoji, emojiSuggestions, emojiText, MAX_RECENT_EMOJI } from './emojiSuggestions';

const e = (shortcode: string, glyph: string | null = null) => ({
  shortcode,
  glyph,
  url: glyph ? null : `/e/${shortcode}.png`,
  tags: [],
});

describe('emojiSuggestions', () => {
  const all = [
    e('smile', '😄'),
    e('blobsmile'),
    e('smiley', '😃'),
    e('smirk', '😏'),
    e('smol'),
    e('sm1'),
    e('sm2'),
    e('heart', '❤️'),
  ];

  it('shows at most 5', () => {
    expect(emojiSuggestions('sm', all)).toHaveLength(5);
  });

  it('puts prefix matches first, custom before standard', () => {
    expect(emojiSuggestions('smi', all).map((x) => x.shortcode)).toEqual([
      'smile',
      'smiley',
      'smirk',
      'blobsmile',
    ]);
    expect(emojiSuggestions('smo', all).map((x) => x.shortcode)).toEqual(['smol']);
  });

  it('gives nothing for an empty query', () => {
    expect(emojiSuggestions('', all)).toEqual([]);
  });

  it('inserts the glyph or the shortcode', () => {
    expect(emojiText(e('smile', '😄'))).toBe('😄');
    expect(emojiText(e('blob'))).toBe(':blob:');
  });
});

describe('addRecentEmoji', () => {
  it('moves the emoji to the front without repeats', () => {
    expect(addRecentEmoji(['a', 'b'], 'b')).toEqual(['b', 'a']);
  });

  it('keeps 42 at most', () => {
    const many = Array.from({ length: 42 }, (_, i) => `e${i}`);
    const next = addRecentEmoji(many, 'new');
    expect(MAX_RECENT_EMOJI).toBe(42);
    expect(next).toHaveLength(42);
    expect(next[0]).toBe('new');
    expect(next).not.toContain('e41');
  });

  it('never adds a remote emoji', () => {
    expect(addRecentEmoji(['a'], 'blob@remote.example')).toEqual(['a']);
  });
});
