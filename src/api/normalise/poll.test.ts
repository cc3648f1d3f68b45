import { describe, expect, it } from 'vitest';
import { normalisePoll } from './poll';

describe('normalisePoll', () => {
  it('reads options and counts, with emoji in titles', () => {
    const poll = normalisePoll({
      id: 'p1',
      expires_at: '2022-03-12T01:33:18.000Z',
      expired: false,
      multiple: true,
      votes_count: 3,
      voters_count: 2,
      voted: true,
      own_votes: [1],
      options: [
        { title: 'a :blob:', votes_count: 1 },
        { title: '<b>', votes_count: null },
      ],
      emojis: [{ shortcode: 'blob', url: 'https://e/blob.png', static_url: 'https://e/blob.png' }],
    });
    expect(poll).toMatchObject({
      id: 'p1',
      multiple: true,
      voted: true,
      own_votes: [1],
      votes_count: 3,
      voters_count: 2,
    });
    expect(poll?.options[0]?.title_html).toContain('<img class="emoji"');
    expect(poll?.options[1]).toEqual({ title: '<b>', title_html: '&lt;b&gt;', votes_count: null });
  });
  it('defaults missing fields and rejects polls without id', () => {
    expect(normalisePoll({ id: 5 })).toMatchObject({
      id: '5',
      options: [],
      votes_count: 0,
      voters_count: null,
      expires_at: null,
    });
    expect(normalisePoll({})).toBeNull();
  });
});
