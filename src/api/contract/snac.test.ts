/**
 * snac2 replies (captured from Debian's snac2 2.75) replayed through the real client: an odd
 * server the client must not break on. Requests are answered by path from the captures; paths
 * snac does not serve answer 404, as snac does.
 */
import { describe, expect, it } from 'vitest';
import { ApiError } from '../errors';
import { createApiClient } from '../http';
import { fetchCustomEmoji, fetchInstance, fetchInstanceSettings, fetchNodeinfo } from '../instance';
import { normaliseNotifications } from '../normalise/notification';
import { normaliseUser } from '../normalise/user';
import { fetchTimeline } from '../timelines';
import { readCapture, type CapturedReply } from './fixtures';

const BASE = 'http://localhost:8001';

function replay(captures: CapturedReply[], extra: Record<string, unknown> = {}): typeof fetch {
  return (async (input: RequestInfo | URL) => {
    const url = new URL(String(input));
    const capture = captures.find((candidate) => candidate.request.path === url.pathname);
    if (capture) {
      const body = typeof capture.body === 'string' ? capture.body : JSON.stringify(capture.body);
      return new Response(body, { status: capture.status, headers: capture.headers });
    }
    if (url.pathname in extra)
      return new Response(JSON.stringify(extra[url.pathname]), { status: 200 });
    return new Response('<h1>404 Not Found (snac/2.75)</h1>', {
      status: 404,
      headers: { 'content-type': 'text/html' },
    });
  }) as typeof fetch;
}

const names = [
  'alice-home',
  'alice-notifications',
  'alice-verify_credentials',
  'custom_emojis',
  'instance-v1',
  'instance-v2',
  'nodeinfo-2.0',
];
const captures = names.map((name) => readCapture(`snac-captured/${name}.json`));
// snac publishes nodeinfo at /nodeinfo_2_0; the well-known index (not captured) points there.
const wellKnown = {
  '/.well-known/nodeinfo': {
    links: [
      { rel: 'http://nodeinfo.diaspora.software/ns/schema/2.0', href: `${BASE}/nodeinfo_2_0` },
    ],
  },
};
const client = createApiClient({
  baseUrl: BASE,
  getToken: () => 'token',
  fetchImpl: replay(captures, wellKnown),
});

describe('snac2 replayed', () => {
  it('home timeline: statuses and Link paging with snac ids', async () => {
    const page = await fetchTimeline(client, 'friends');
    expect(page.items.map((status) => status.id)).toEqual([
      '179531186477efd1db485c403f93ced82fd29a8a10',
    ]);
    expect(page.items[0]).toMatchObject({
      text: 'Hello again from snac',
      replies_count: 1,
      language: 'en',
      visibility: 'public',
    });
    // snac writes its own users with a domain, so by the spec's rule they read as remote.
    expect(page.items[0]?.user).toMatchObject({
      screen_name: 'alice@localhost:8001',
      is_local: false,
    });
    expect(page.next).toEqual({ max_id: '179531186477efd1db485c403f93ced82fd29a8a10' });
    expect(page.prev).toEqual({ since_id: '179531186477efd1db485c403f93ced82fd29a8a10' });
  });

  it('bob home: a reply with an odd mention id', () => {
    const capture = readCapture('snac-captured/bob-home.json');
    const replayBob = createApiClient({ baseUrl: BASE, fetchImpl: replay([capture]) });
    return fetchTimeline(replayBob, 'friends').then((page) => {
      const [status] = page.items;
      expect(status?.in_reply_to_status_id).toBe('179531186477efd1db485c403f93ced82fd29a8a10');
      expect(status?.in_reply_to_user_id).toBe('b7d895d0fff6c9ba2d30581dde287614');
      expect(status?.attentions.map((user) => user.screen_name)).toEqual(['alice@localhost:8001']);
    });
  });

  it('notifications: a mention with its status', () => {
    const notifications = normaliseNotifications(
      readCapture('snac-captured/alice-notifications.json').body,
    );
    expect(notifications[0]).toMatchObject({ type: 'mention', id: '1795311879193749' });
    expect(notifications[0]?.status?.id).toBe('17953118700a44401ecc71ebca244c1523814ba7bd');
  });

  it('mentions timeline: statuses out of the notifications', async () => {
    const page = await fetchTimeline(client, 'mentions');
    expect(page.items.map((status) => status.id)).toEqual([
      '17953118700a44401ecc71ebca244c1523814ba7bd',
    ]);
  });

  it('verify_credentials: a local account with source privacy', () => {
    const user = normaliseUser(
      readCapture('snac-captured/alice-verify_credentials.json').body as never,
    );
    expect(user).toMatchObject({
      id: 'b7d895d0fff6c9ba2d30581dde287614',
      screen_name: 'alice',
      is_local: true,
      default_scope: 'public',
      cover_photo: '',
    });
  });

  it('instance v2 is a 404 with an HTML body', async () => {
    const error = await client.get('/api/v2/instance').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      kind: 'not-found',
      status: 404,
      body: '<h1>404 Not Found (snac/2.75)</h1>',
      serverMessage: null,
    });
  });

  it('instance settings from v1 and nodeinfo found through the well-known index', async () => {
    const raw = await fetchInstance(client);
    expect(raw.uri).toBe('localhost:8001');
    const nodeinfo = await fetchNodeinfo(client);
    expect(nodeinfo).toMatchObject({
      software_name: 'snac',
      software_version: '2.75',
      openRegistrations: false,
    });
    const settings = await fetchInstanceSettings(client);
    expect(settings).toMatchObject({
      name: 'localhost:8001',
      textlimit: 100000,
      uploadlimit: 16777216,
      pollLimits: {
        max_options: 8,
        max_option_chars: 50,
        min_expiration: 300,
        max_expiration: 2629746,
      },
      software: 'snac',
      backendVersion: '2.75',
      registrationOpen: false,
      // The version claims 4.0.0 "(not true)": not a plain version, so no editing is assumed.
      supports: { editing: false, pleromaApi: false, reactions: false, localOnly: false },
    });
  });

  it('custom emoji: the Mastodon list, empty', async () => {
    await expect(fetchCustomEmoji(client, false)).resolves.toEqual([]);
  });
});
