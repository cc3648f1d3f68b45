import { describe, expect, it } from 'vitest';
import { normaliseStatus } from '../../api';
import { sameContent } from './actionFields';

const status = normaliseStatus({
  id: '1',
  created_at: '2026-11-20T10:00:00.000Z',
  content: '<p>Hello</p>',
  account: { id: 'u1', acct: 'writer', username: 'writer' },
  favourites_count: 0,
});

describe('sameContent', () => {
  it('ignores what a favourite, repeat, bookmark or reaction changes', () => {
    expect(
      sameContent(status, {
        ...status,
        favorited: true,
        fave_num: 1,
        repeated: true,
        repeat_num: 1,
        bookmarked: true,
        replies_count: 3,
        pinned: true,
        emoji_reactions: [{ name: '👍', count: 1, me: true, url: null, accounts: [] }],
      }),
    ).toBe(true);
  });

  it('sees any change of content', () => {
    expect(sameContent(status, { ...status, raw_html: '<p>Edited</p>' })).toBe(false);
    expect(sameContent(status, { ...status, deleted: true })).toBe(false);
    expect(sameContent(status, { ...status, user: { ...status.user } })).toBe(false);
    expect(
      sameContent(status, { ...status, translation: { detected_language: 'de', text: 'Hallo' } }),
    ).toBe(false);
  });
});
