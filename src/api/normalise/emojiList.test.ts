import { describe, expect, it } from 'vitest';
import {
  normaliseMastodonCustomEmoji,
  normalisePleromaEmoji,
  normaliseStandardEmoji,
} from './emojiList';

describe('emoji lists', () => {
  it('reads the standard emoji map', () => {
    expect(normaliseStandardEmoji({ smile: '😄', bad: 3 })).toEqual([
      { shortcode: 'smile', glyph: '😄' },
    ]);
    expect(normaliseStandardEmoji(null)).toEqual([]);
  });
  it('reads the Pleroma custom emoji map', () => {
    expect(
      normalisePleromaEmoji({
        blob: { image_url: '/emoji/blob.png', tags: ['pack:blobs'] },
        broken: { tags: [] },
        odd: 'x',
      }),
    ).toEqual([{ shortcode: 'blob', image_url: '/emoji/blob.png', tags: ['pack:blobs'] }]);
  });
  it('reads the Mastodon custom emoji list', () => {
    expect(
      normaliseMastodonCustomEmoji([
        { shortcode: 'a', url: 'https://x/a.png', static_url: 'https://x/a.png', category: 'Cats' },
        { shortcode: 'b', url: 'https://x/b.png' },
        { url: 'https://x/c.png' },
      ]),
    ).toEqual([
      { shortcode: 'a', image_url: 'https://x/a.png', tags: ['Cats'] },
      { shortcode: 'b', image_url: 'https://x/b.png', tags: [] },
    ]);
    expect(normaliseMastodonCustomEmoji({})).toEqual([]);
  });
});
