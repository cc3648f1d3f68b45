import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { parseArgs } from '../config.js';
import { keysMastodonLacks } from '../contract/mastodonKeys.js';
import { readFixture } from '../contract/schema.js';
import { asMastodon, MASTODON_NOTIFICATION_TYPES } from '../mastodonBody.js';
import { pleromaOnlyPath } from '../software.js';
import { makeApp, requestJson, TOKENS } from './helpers.js';

describe('--software mastodon', () => {
  it('is read from the flag and the config file key, and refuses other names', () => {
    expect(parseArgs(['--software', 'mastodon']).config.software).toBe('mastodon');
    expect(parseArgs([]).config.software).toBe('akkoma');
    expect(() => parseArgs(['--software', 'misskey'])).toThrow(/akkoma, mastodon/);
  });

  it('nodeinfo names mastodon and carries no Akkoma metadata', async () => {
    const app = await makeApp({ software: 'mastodon' });
    const reply = await app.inject({ method: 'GET', url: '/nodeinfo/2.0.json' });
    const body = reply.json<{ software: { name: string }; metadata: Record<string, unknown> }>();
    expect(body.software.name).toBe('mastodon');
    expect(Object.keys(body.metadata).sort()).toEqual(['nodeDescription', 'nodeName']);
  });

  it('the instance has Mastodon limits and no pleroma block', async () => {
    const app = await makeApp({ software: 'mastodon' });
    for (const path of ['/api/v1/instance', '/api/v2/instance']) {
      const reply = await app.inject({ method: 'GET', url: path });
      const body = reply.json<Record<string, unknown>>();
      expect(body['version']).toBe('4.2.0');
      expect(body).not.toHaveProperty('pleroma');
      expect(body).not.toHaveProperty('max_toot_chars');
      expect(body).toHaveProperty('configuration.statuses.max_characters', 500);
    }
  });

  it('pleroma-fe’s start-up documents are 404, as on a real Mastodon', async () => {
    const app = await makeApp({ software: 'mastodon' });
    for (const path of [
      '/static/config.json',
      '/static/styles.json',
      '/static/emoji.json',
      '/static/stickers.json',
      '/static/themes/pleroma-dark.json',
      '/static/terms-of-service.html',
      '/instance/panel.html',
      '/api/pleroma/frontend_configurations.json',
    ]) {
      const reply = await app.inject({ method: 'GET', url: path });
      expect(reply.statusCode, path).toBe(404);
    }
    const akkoma = await makeApp({});
    const config = await akkoma.inject({ method: 'GET', url: '/static/config.json' });
    expect(config.statusCode).toBe(200);
  });

  it('Pleroma and Akkoma calls are 404, the Mastodon API still answers', async () => {
    const app = await makeApp({ software: 'mastodon' });
    for (const path of [
      '/api/pleroma/frontend_configurations',
      '/api/v1/pleroma/accounts/mfa',
      '/api/v1/akkoma/frontend_settings/pleroma-fe',
      '/api/v1/timelines/bubble',
      '/api/oauth_tokens.json',
    ]) {
      const reply = await app.inject({
        method: 'GET',
        url: path,
        headers: { authorization: `Bearer ${TOKENS.june}` },
      });
      expect(reply.statusCode, path).toBe(404);
    }
    const home = await app.inject({
      method: 'GET',
      url: '/api/v1/timelines/home',
      headers: { authorization: `Bearer ${TOKENS.june}` },
    });
    expect(home.statusCode).toBe(200);
    expect(home.json<unknown[]>().length).toBeGreaterThan(0);
  });

  it('the akkoma default is unchanged: the same calls answer', async () => {
    const app = await makeApp();
    const reply = await app.inject({ method: 'GET', url: '/api/v1/timelines/bubble' });
    expect(reply.statusCode).toBe(200);
  });

  it('pleromaOnlyPath matches the Pleroma families only', () => {
    expect(pleromaOnlyPath('/api/v1/pleroma/statuses/1/reactions/%F0%9F%91%8D')).toBe(true);
    expect(pleromaOnlyPath('/api/v1/statuses/1/translations/en?source=de')).toBe(true);
    expect(pleromaOnlyPath('/api/v1/statuses/1/favourite')).toBe(false);
    expect(pleromaOnlyPath('/api/v1/timelines/public?local=true')).toBe(false);
    // Mastodon removed the direct timeline in 3.0; conversations replace it.
    expect(pleromaOnlyPath('/api/v1/timelines/direct?limit=20')).toBe(true);
  });
});

describe('--software mastodon: hidden followers and follows', () => {
  type Account = { id: string; hide_collections?: boolean; followers_count: number };
  const list = async (app: FastifyInstance, url: string, token: string) =>
    (await requestJson<unknown[]>(app, url, 'Account[]', { token })).body;

  it('wren says hide_collections, keeps her counts and answers both lists empty to others', async () => {
    const app = await makeApp({ software: 'mastodon' });
    const wren = (
      await requestJson<Account>(app, '/api/v1/accounts/lookup?acct=wren', 'Account', {
        token: TOKENS.june,
      })
    ).body;
    expect(wren.hide_collections).toBe(true);
    expect(wren.followers_count).toBeGreaterThan(0);
    for (const which of ['followers', 'following']) {
      const url = `/api/v1/accounts/${wren.id}/${which}`;
      expect(await list(app, url, TOKENS.june), which).toEqual([]);
      expect((await list(app, url, TOKENS.wren)).length, which).toBeGreaterThan(0);
    }
    const juniper = (
      await requestJson<Account>(app, '/api/v1/accounts/lookup?acct=juniper', 'Account')
    ).body;
    expect(juniper.hide_collections).toBe(false);
    const akkoma = await makeApp();
    const akkomaWren = (
      await requestJson<Account>(akkoma, `/api/v1/accounts/${wren.id}`, 'Account')
    ).body;
    expect(akkomaWren).not.toHaveProperty('hide_collections');
  });

  it('takes hide_collections on update_credentials and then hides both lists to others', async () => {
    const app = await makeApp({ software: 'mastodon' });
    const me = await requestJson<Account>(
      app,
      '/api/v1/accounts/verify_credentials',
      'CredentialAccount',
      { token: TOKENS.june },
    );
    const before = await list(app, `/api/v1/accounts/${me.body.id}/following`, TOKENS.wren);
    expect(me.body.hide_collections).toBe(false);
    expect(before.length).toBeGreaterThan(0);
    const saved = await requestJson<Account>(
      app,
      '/api/v1/accounts/update_credentials',
      'CredentialAccount',
      { token: TOKENS.june, method: 'PATCH', payload: { hide_collections: true } },
    );
    expect(saved.body.hide_collections).toBe(true);
    const again = await requestJson<Account>(
      app,
      '/api/v1/accounts/verify_credentials',
      'CredentialAccount',
      { token: TOKENS.june },
    );
    expect(again.body.hide_collections).toBe(true);
    for (const which of ['followers', 'following']) {
      const url = `/api/v1/accounts/${saved.body.id}/${which}`;
      expect(await list(app, url, TOKENS.wren), which).toEqual([]);
    }
    const off = await requestJson<Account>(
      app,
      '/api/v1/accounts/update_credentials',
      'CredentialAccount',
      { token: TOKENS.june, method: 'PATCH', payload: { hide_collections: false } },
    );
    expect(off.body.hide_collections).toBe(false);
  });
});

describe("--software mastodon answers in Mastodon's shapes", () => {
  /** A body's keys Mastodon's own schema lacks, one line per key path (list indexes as *). */
  const extraKeys = (json: unknown, schema: string) => [
    ...new Set(keysMastodonLacks(json, schema).map((path) => path.replace(/\/\d+/g, '/*'))),
  ];

  it("the strict check passes real Mastodon JSON and catches Pleroma's", () => {
    const mastodon: [string, string][] = [
      ['soapbox-fixtures/mastodon-account.json', 'Account'],
      ['soapbox-fixtures/mastodon-reply-to-self.json', 'Status'],
      ['soapbox-fixtures/mastodon-instance.json', 'V1Instance'],
      ['soapbox-fixtures/mastodon-instance-v2.json', 'Instance'],
      ['soapbox-fixtures/mastodon-3.0.0-instance.json', 'V1Instance'],
    ];
    for (const [file, schema] of mastodon)
      expect(extraKeys(readFixture(file), schema), file).toEqual([]);
    expect(extraKeys(readFixture('soapbox-fixtures/pleroma-status.json'), 'Status')).toEqual(
      expect.arrayContaining(['/pleroma', '/account/pleroma', '/account/fqn']),
    );
    expect(
      extraKeys(
        readFixture('soapbox-fixtures/notification-pleroma-emoji_reaction.json'),
        'Notification',
      ),
    ).toEqual(expect.arrayContaining(['/emoji', '/pleroma']));
  });

  /** Every kind of body a client reads, with the schema Mastodon gives it. */
  async function bodies(app: FastifyInstance): Promise<[string, unknown, string][]> {
    const token = TOKENS.june;
    const get = async (url: string, schema: string) =>
      [url, (await requestJson(app, url, schema, { token })).body, schema] as [
        string,
        unknown,
        string,
      ];
    const me = (
      await requestJson<{ id: string }>(
        app,
        '/api/v1/accounts/verify_credentials',
        'CredentialAccount',
        { token },
      )
    ).body;
    const publicPage = (
      await requestJson<{ id: string; quote_id?: unknown }[]>(
        app,
        '/api/v1/timelines/public?limit=40',
        'Status[]',
      )
    ).body;
    const first = publicPage[0]?.id ?? '';
    return Promise.all([
      get('/api/v1/accounts/verify_credentials', 'CredentialAccount'),
      get(`/api/v1/accounts/${me.id}`, 'Account'),
      get(`/api/v1/accounts/${me.id}/statuses?limit=40`, 'Status[]'),
      get('/api/v1/timelines/home?limit=40', 'Status[]'),
      get('/api/v1/timelines/public?limit=40', 'Status[]'),
      get('/api/v1/timelines/public?local=true&limit=40', 'Status[]'),
      get('/api/v1/notifications?limit=40', 'Notification[]'),
      get('/api/v1/bookmarks', 'Status[]'),
      get('/api/v1/favourites', 'Status[]'),
      get(`/api/v1/statuses/${first}`, 'Status'),
      get(`/api/v1/statuses/${first}/context`, 'Context'),
      get('/api/v2/search?q=a&resolve=false', 'Search'),
      get('/api/v1/instance', 'V1Instance'),
      get('/api/v2/instance', 'Instance'),
    ]);
  }

  it('statuses, accounts, notifications and the instance carry nothing Mastodon lacks', async () => {
    const app = await makeApp({ software: 'mastodon' });
    for (const [url, body, schema] of await bodies(app))
      expect(extraKeys(body, schema), url).toEqual([]);
  });

  it('the Akkoma default still sends its extensions (so the check above can fail)', async () => {
    const app = await makeApp();
    const found = (await bodies(app)).flatMap(([, body, schema]) => extraKeys(body, schema));
    expect(found).toEqual(
      expect.arrayContaining(['/*/pleroma', '/*/account/pleroma', '/*/emoji_reactions']),
    );
  });

  it('no reaction or move notifications, and no reaction calls', async () => {
    const mastodon = await makeApp({ software: 'mastodon' });
    const akkoma = await makeApp();
    const types = async (app: FastifyInstance) =>
      new Set(
        (
          await requestJson<{ type: string }[]>(
            app,
            '/api/v1/notifications?limit=40',
            'Notification[]',
            { token: TOKENS.june },
          )
        ).body.map((n) => n.type),
      );
    // The seed gives juniper reactions to her posts: Akkoma tells of them, Mastodon cannot.
    expect([...(await types(akkoma))]).toContain('pleroma:emoji_reaction');
    for (const type of await types(mastodon)) expect(MASTODON_NOTIFICATION_TYPES).toContain(type);
    const status =
      (
        await requestJson<{ id: string }[]>(mastodon, '/api/v1/timelines/home', 'Status[]', {
          token: TOKENS.june,
        })
      ).body[0]?.id ?? '';
    for (const [method, url] of [
      ['GET', `/api/v1/pleroma/statuses/${status}/reactions`],
      ['PUT', `/api/v1/pleroma/statuses/${status}/reactions/%F0%9F%91%8D`],
      ['DELETE', `/api/v1/pleroma/statuses/${status}/reactions/%F0%9F%91%8D`],
    ] as const) {
      const reply = await mastodon.inject({
        method,
        url,
        headers: { authorization: `Bearer ${TOKENS.june}` },
      });
      expect(reply.statusCode, `${method} ${url}`).toBe(404);
    }
  });

  it("asMastodon keeps Mastodon's own keys that share a name with Pleroma's elsewhere", () => {
    const credential = {
      acct: 'a',
      username: 'a',
      source: { follow_requests_count: 2, pleroma: {} },
    };
    expect(asMastodon(credential)).toEqual({
      acct: 'a',
      username: 'a',
      source: { follow_requests_count: 2 },
    });
    // Announcements' reactions are Mastodon's; only statuses lose emoji_reactions.
    const announcement = { id: '1', content: '', reactions: [{ name: '👍', count: 1, me: false }] };
    expect(asMastodon(announcement)).toEqual(announcement);
    expect(asMastodon('not an object')).toBe('not an object');
  });
});
