import { describe, expect, it } from 'vitest';
import {
  isNsfw,
  normaliseStatus,
  normaliseStatuses,
  statusType,
  tryNormaliseStatus,
} from './status';

const account = { id: 'u1', acct: 'alice', username: 'alice' };

describe('statusType', () => {
  it.each([
    [{}, 'status'],
    [{ reblog: { id: '2' } }, 'retweet'],
    [{ activity_type: 'delete' }, 'deletion'],
    [{ activity_type: 'like' }, 'favorite'],
    [{ activity_type: 'follow' }, 'follow'],
    [{ activity_type: 'Announce' }, 'retweet'],
    [{ activity_type: 'wave' }, 'unknown'],
  ] as const)('%j is %s', (wire, type) => {
    expect(statusType(wire)).toBe(type);
  });
});

describe('isNsfw', () => {
  it('is true for the sensitive flag, an nsfw tag or #nsfw in the text', () => {
    expect(isNsfw(true, [], '')).toBe(true);
    expect(isNsfw(false, [{ name: 'NSFW', url: '' }], '')).toBe(true);
    expect(isNsfw(false, [], 'look #nsfw')).toBe(true);
    expect(isNsfw(false, [], '#NSFW!')).toBe(true);
  });
  it('is false for lookalikes', () => {
    expect(isNsfw(false, [], 'no #nsfwart here')).toBe(false);
    expect(isNsfw(false, [], 'mail a#nsfw')).toBe(false);
    expect(isNsfw(false, [{ name: 'art', url: '' }], 'nsfw')).toBe(false);
  });
});

describe('normaliseStatus', () => {
  it('maps Mastodon fields to the spec names', () => {
    const status = normaliseStatus({
      id: '1',
      account,
      content: '<p>Hello<br>world &amp; you</p>',
      spoiler_text: 'cw',
      sensitive: false,
      visibility: 'unlisted',
      favourited: true,
      favourites_count: 3,
      reblogged: true,
      reblogs_count: 2,
      replies_count: 1,
      bookmarked: true,
      in_reply_to_id: '0',
      in_reply_to_account_id: 'u2',
      mentions: [
        {
          id: 'u2',
          acct: 'bob@remote.example',
          username: 'bob',
          url: 'https://remote.example/@bob',
        },
      ],
      tags: [{ name: 'cats', url: 'https://x/tags/cats' }],
      url: 'https://x/@alice/1',
      uri: 'https://x/users/alice/statuses/1',
      edited_at: '2022-01-02T00:00:00Z',
      created_at: '2022-01-01T00:00:00Z',
      language: 'en',
    });
    expect(status).toMatchObject({
      id: '1',
      type: 'status',
      text: 'Hello\nworld & you',
      raw_html: '<p>Hello<br>world &amp; you</p>',
      summary: 'cw',
      summary_raw_html: 'cw',
      visibility: 'unlisted',
      favorited: true,
      fave_num: 3,
      repeated: true,
      repeat_num: 2,
      replies_count: 1,
      bookmarked: true,
      in_reply_to_status_id: '0',
      in_reply_to_user_id: 'u2',
      in_reply_to_screen_name: 'bob@remote.example',
      tags: [{ name: 'cats', url: 'https://x/tags/cats' }],
      external_url: 'https://x/@alice/1',
      edited_at: '2022-01-02T00:00:00Z',
      language: 'en',
      is_local: true,
      parent_visible: true,
      quote: null,
      retweeted_status: null,
    });
    expect(status.attentions[0]?.screen_name).toBe('bob@remote.example');
    expect(status.attentions[0]?.is_local).toBe(false);
  });

  it('prefers Pleroma extensions', () => {
    const status = normaliseStatus({
      id: '1',
      account: { id: 'u1', acct: 'bob@remote.example' },
      content: '<p>html</p>',
      spoiler_text: 'raw',
      muted: false,
      pleroma: {
        content: { 'text/plain': 'plain #nsfw' },
        spoiler_text: { 'text/plain': 'subject' },
        local: true,
        thread_muted: true,
        in_reply_to_account_acct: 'carol',
        conversation_id: 77,
        parent_visible: false,
        content_type: 'text/markdown',
        emoji_reactions: [{ name: '👍', count: 2, me: true }],
      },
    });
    expect(status).toMatchObject({
      text: 'plain #nsfw',
      nsfw: true,
      summary: 'subject',
      is_local: true,
      thread_muted: true,
      in_reply_to_screen_name: 'carol',
      statusnet_conversation_id: '77',
      parent_visible: false,
      media_type: 'text/markdown',
      emoji_reactions: [{ name: '👍', count: 2, me: true, url: null, accounts: [] }],
    });
  });

  it('reads repeats', () => {
    const status = normaliseStatus({
      id: '2',
      account,
      reblog: { id: '1', account: { id: 'u3', acct: 'carol' }, content: 'x' },
    });
    expect(status.type).toBe('retweet');
    expect(status.retweeted_status?.id).toBe('1');
    expect(status.retweeted_status?.user.screen_name).toBe('carol');
  });

  it('reads quotes from every shape', () => {
    expect(
      normaliseStatus({ id: '1', account, quote: { id: 'q', account, content: 'quoted' } }).quote
        ?.id,
    ).toBe('q');
    expect(
      normaliseStatus({
        id: '1',
        account,
        pleroma: { quote: { id: 'q2' }, quote_url: 'https://x/q2' },
      }),
    ).toMatchObject({
      quote_id: 'q2',
      quote_url: 'https://x/q2',
    });
    expect(normaliseStatus({ id: '1', account, quote_id: 'q3' })).toMatchObject({
      quote: null,
      quote_id: 'q3',
    });
    const mastodon = normaliseStatus({
      id: '1',
      account,
      quote: { state: 'accepted', quoted_status: { id: 'q4', account } },
    });
    expect(mastodon.quote?.id).toBe('q4');
    expect(
      normaliseStatus({ id: '1', account, quote: { state: 'pending', quoted_status_id: 'q5' } }),
    ).toMatchObject({
      quote: null,
      quote_id: 'q5',
    });
  });

  it('reads Fedibird and Mastodon-fork reaction lists', () => {
    expect(
      normaliseStatus({ id: '1', account, emoji_reactions: [{ name: '⭐', count: 1 }] })
        .emoji_reactions,
    ).toHaveLength(1);
    expect(
      normaliseStatus({ id: '1', account, reactions: [{ name: '⭐', count: 1 }] }).emoji_reactions,
    ).toHaveLength(1);
  });

  it('defaults everything for junk input without throwing', () => {
    const status = normaliseStatus({
      id: 1,
      account: 'nope',
      media_attachments: 'x',
      mentions: null,
      poll: 3,
      card: [],
    } as never);
    expect(status).toMatchObject({
      id: '1',
      text: '',
      summary: '',
      attachments: [],
      attentions: [],
      poll: null,
      card: null,
      fave_num: 0,
      visibility: 'private',
      created_at: '',
      language: null,
    });
    expect(normaliseStatus(undefined as never).id).toBe('');
  });

  it('skips malformed items in lists', () => {
    expect(tryNormaliseStatus({ content: 'no id' })).toBeNull();
    expect(tryNormaliseStatus('x')).toBeNull();
    const list = normaliseStatuses([
      { id: '1', account },
      null,
      'junk',
      { content: 'no id' },
      { id: '2' },
    ]);
    expect(list.map((status) => status.id)).toEqual(['1', '2']);
    expect(normaliseStatuses({ error: 'not a list' })).toEqual([]);
  });
});
