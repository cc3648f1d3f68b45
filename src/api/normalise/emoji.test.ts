import { describe, expect, it } from 'vitest';
import {
  normaliseEmoji,
  normaliseEmojiReaction,
  normaliseEmojiReactions,
  normaliseEmojis,
} from './emoji';

describe('normaliseEmoji', () => {
  it('reads custom emoji and defaults static_url', () => {
    expect(normaliseEmoji({ shortcode: 'blob', url: 'u' })).toEqual({
      shortcode: 'blob',
      url: 'u',
      static_url: 'u',
    });
    expect(
      normaliseEmojis([{ shortcode: '' }, { shortcode: 'a', url: 'x', visible_in_picker: false }]),
    ).toEqual([{ shortcode: 'a', url: 'x', static_url: 'x', visible_in_picker: false }]);
  });
});

describe('normaliseEmojiReaction', () => {
  it('reads Pleroma reactions with account ids', () => {
    expect(
      normaliseEmojiReaction({ name: '😆', count: 4, me: true, account_ids: ['a', 'b'] }),
    ).toEqual({
      name: '😆',
      url: null,
      count: 4,
      me: true,
      accounts: ['a', 'b'],
    });
  });
  it('reads Akkoma custom reactions and embedded accounts', () => {
    expect(
      normaliseEmojiReaction({
        name: 'blobcat@remote.example',
        url: 'https://r/blobcat.png',
        count: 1,
        accounts: [{ id: 'x' }, 'junk'],
      }),
    ).toEqual({
      name: 'blobcat@remote.example',
      url: 'https://r/blobcat.png',
      count: 1,
      me: false,
      accounts: ['x'],
    });
  });
  it('skips nameless reactions', () => {
    expect(normaliseEmojiReactions([{ count: 2 }, { name: '🔥', count: 2 }])).toHaveLength(1);
  });
});
