import { describe, expect, it } from 'vitest';
import { createApiClient } from './http';
import { createFakeFetch, jsonResponse } from './testing/fakeFetch';
import {
  fetchTimeline,
  TIMELINE_NAMES,
  timelineEndpoint,
  timelineQuery,
  timelineStream,
} from './timelines';

describe('timelineEndpoint', () => {
  it.each([
    ['publicAndExternal', '/api/v1/timelines/public', { local: false }],
    ['public', '/api/v1/timelines/public', { local: true }],
    ['bubble', '/api/v1/timelines/bubble', {}],
    ['friends', '/api/v1/timelines/home', {}],
    ['dms', '/api/v1/timelines/direct', {}],
    ['favorites', '/api/v1/favourites', {}],
    ['bookmarks', '/api/v1/bookmarks', {}],
    ['mentions', '/api/v1/notifications', { types: ['mention'] }],
  ] as const)('%s calls %s', (timeline, path, query) => {
    expect(timelineEndpoint(timeline)).toEqual({ path, query });
  });

  it('builds list, tag and user paths from params', () => {
    expect(timelineEndpoint('list', { list_id: '12' }).path).toBe('/api/v1/timelines/list/12');
    expect(timelineEndpoint('tag', { tag: 'café' }).path).toBe('/api/v1/timelines/tag/caf%C3%A9');
    expect(timelineEndpoint('user', { user_id: 'AbC' })).toEqual({
      path: '/api/v1/accounts/AbC/statuses',
      query: { pinned: undefined, exclude_replies: true, only_media: undefined },
    });
    expect(timelineEndpoint('media', { user_id: 'AbC' }).query['only_media']).toBe(true);
    expect(timelineEndpoint('replies', { user_id: 'AbC', pinned: true }).query).toEqual({
      pinned: true,
      exclude_replies: undefined,
      only_media: undefined,
    });
  });

  it('throws for a missing list, tag or user', () => {
    expect(() => timelineEndpoint('list')).toThrow(TypeError);
    expect(() => timelineEndpoint('tag')).toThrow(TypeError);
    expect(() => timelineEndpoint('user')).toThrow(TypeError);
  });

  it('covers every timeline name', () => {
    for (const name of TIMELINE_NAMES) {
      expect(() => timelineEndpoint(name, { list_id: '1', tag: 't', user_id: 'u' })).not.toThrow();
    }
  });
});

describe('timelineQuery', () => {
  it('defaults the page size to 20 and sends reply_visibility only when not all', () => {
    expect(timelineQuery('friends', { reply_visibility: 'all' })).toMatchObject({
      limit: 20,
      reply_visibility: undefined,
    });
    expect(timelineQuery('friends', { reply_visibility: 'following' }).reply_visibility).toBe(
      'following',
    );
  });
  it('passes paging and flags', () => {
    const params = {
      max_id: 'A',
      since_id: 'B',
      min_id: 'C',
      limit: 40,
      only_media: true,
      with_muted: true,
      exclude_replies: true,
    };
    expect(timelineQuery('public', params)).toMatchObject({ local: true, ...params });
  });
});

describe('fetchTimeline', () => {
  it('returns a page of normalised statuses with Link paging, skipping junk', async () => {
    const fake = createFakeFetch(
      jsonResponse(
        [{ id: 'B', account: { id: 'u', acct: 'a' }, content: 'hi' }, null, { content: 'no id' }],
        {
          headers: {
            Link: '<https://x.example/api/v1/timelines/home?max_id=B>; rel="next", <https://x.example/api/v1/timelines/home?min_id=B>; rel="prev"',
          },
        },
      ),
    );
    const client = createApiClient({
      baseUrl: 'https://x.example',
      getToken: () => 't',
      fetchImpl: fake.fetch,
    });
    const page = await fetchTimeline(client, 'friends', { max_id: 'C' });
    expect(page.items.map((status) => status.id)).toEqual(['B']);
    expect(page.next).toEqual({ max_id: 'B' });
    expect(page.prev).toEqual({ min_id: 'B' });
    expect(fake.requests[0]?.url).toBe('https://x.example/api/v1/timelines/home?max_id=C&limit=20');
  });

  it('takes mention statuses out of notifications', async () => {
    const account = { id: 'u', acct: 'a' };
    const fake = createFakeFetch(
      jsonResponse([
        { id: '1', type: 'mention', account, status: { id: 's1', account } },
        { id: '2', type: 'follow', account },
      ]),
    );
    const client = createApiClient({ baseUrl: 'https://x.example', fetchImpl: fake.fetch });
    const page = await fetchTimeline(client, 'mentions');
    expect(page.items.map((status) => status.id)).toEqual(['s1']);
    expect(fake.requests[0]?.url).toContain('types%5B%5D=mention');
  });
});

describe('timelineStream', () => {
  it('names the stream of each streaming timeline, none for the others', () => {
    expect(timelineStream('friends')).toEqual({ stream: 'user' });
    expect(timelineStream('public')).toEqual({ stream: 'public:local' });
    expect(timelineStream('publicAndExternal')).toEqual({ stream: 'public' });
    expect(timelineStream('bubble')).toEqual({ stream: 'bubble' });
    expect(timelineStream('dms')).toEqual({ stream: 'direct' });
    expect(timelineStream('tag', { tag: 'tides' })).toEqual({ stream: 'hashtag', tag: 'tides' });
    expect(timelineStream('list', { list_id: '3' })).toEqual({ stream: 'list', list: '3' });
    expect(timelineStream('bookmarks')).toBeNull();
    expect(timelineStream('user', { user_id: '1' })).toBeNull();
  });
});
