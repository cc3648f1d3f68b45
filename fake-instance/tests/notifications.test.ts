import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { makeApp, requestJson, TOKENS } from './helpers.js';

interface WireNotification {
  id: string;
  type: string;
  account: { id: string; acct: string };
  status: { id: string } | null;
  target?: { acct: string };
  emoji?: string;
  pleroma: { is_seen: boolean };
}

describe('notifications', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await makeApp({ control: true });
  });
  afterAll(() => app.close());
  beforeEach(async () => {
    await app.inject({ method: 'POST', url: '/__control/reset' });
  });

  const list = (query = '', token = TOKENS.june) =>
    requestJson<WireNotification[]>(app, `/api/v1/notifications${query}`, 'Notification[]', {
      token,
    });

  it('needs a token', async () => {
    const res = await requestJson(app, '/api/v1/notifications', 'Notification[]');
    expect(res.status).toBe(403);
  });

  it('pages newest first with a Link header and seeds several types', async () => {
    const first = await list('?limit=20');
    expect(first.status).toBe(200);
    expect(first.body).toHaveLength(20);
    const ids = first.body.map((n) => n.id);
    expect([...ids].sort().reverse()).toEqual(ids);
    expect(String(first.headers.link)).toContain('max_id=');
    const older = await list(`?limit=20&max_id=${ids[19]}`);
    expect(older.body.every((n) => n.id < ids[19]!)).toBe(true);
    const all = await list('?limit=40');
    const types = new Set(all.body.map((n) => n.type));
    expect(types.has('mention') || types.has('favourite')).toBe(true);
    for (const n of all.body)
      if (['favourite', 'reblog', 'mention', 'poll', 'pleroma:emoji_reaction'].includes(n.type))
        expect(n.status).not.toBeNull();
  });

  it('filters by types[] and exclude_types[]', async () => {
    const mentions = await list('?types[]=mention');
    expect(mentions.body.length).toBeGreaterThan(0);
    expect(mentions.body.every((n) => n.type === 'mention')).toBe(true);
    const noMentions = await list('?exclude_types[]=mention');
    expect(noMentions.body.some((n) => n.type === 'mention')).toBe(false);
  });

  it('marks read by id and by max_id', async () => {
    const page = (await list('?limit=40')).body;
    const unseen = page.filter((n) => !n.pleroma.is_seen);
    expect(unseen.length).toBeGreaterThan(0);
    const one = await requestJson<WireNotification>(
      app,
      '/api/v1/pleroma/notifications/read',
      'Notification',
      { token: TOKENS.june, method: 'POST', payload: { id: unseen[0]!.id } },
    );
    expect(one.body.pleroma.is_seen).toBe(true);
    await app.inject({
      method: 'POST',
      url: '/api/v1/pleroma/notifications/read',
      headers: { authorization: `Bearer ${TOKENS.june}` },
      payload: { max_id: page[0]!.id },
    });
    expect((await list('?limit=40')).body.every((n) => n.pleroma.is_seen)).toBe(true);
  });

  it('dismisses one', async () => {
    const first = (await list()).body[0]!;
    const res = await app.inject({
      method: 'POST',
      url: `/api/v1/notifications/${first.id}/dismiss`,
      headers: { authorization: `Bearer ${TOKENS.june}` },
    });
    expect(res.statusCode).toBe(200);
    expect((await list()).body.some((n) => n.id === first.id)).toBe(false);
  });

  it('stores and streams every injected type', async () => {
    for (const type of ['like', 'repeat', 'mention', 'reaction', 'poll', 'move', 'follow']) {
      const res = await app.inject({
        method: 'POST',
        url: '/__control/stream/notification',
        payload: { to: 'juniper', from: 'amara', type, emoji: '🔥' },
      });
      expect(res.statusCode).toBe(200);
    }
    const newest = (await list('?limit=7')).body;
    expect(newest.map((n) => n.type)).toEqual([
      'follow',
      'move',
      'poll',
      'pleroma:emoji_reaction',
      'mention',
      'reblog',
      'favourite',
    ]);
    expect(newest[1]!.target).toBeDefined();
    expect(newest[3]!.emoji).toBe('🔥');
  });
});

describe('follow requests', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await makeApp({ control: true });
  });
  afterAll(() => app.close());
  beforeEach(async () => {
    await app.inject({ method: 'POST', url: '/__control/reset' });
  });

  const requests = () =>
    requestJson<{ id: string; acct: string }[]>(app, '/api/v1/follow_requests', 'Account[]', {
      token: TOKENS.wren,
    });

  it('lists the seeded requests of the locked account, counted in credentials', async () => {
    const res = await requests();
    expect(res.body.length).toBeGreaterThanOrEqual(2);
    const me = await requestJson<{ follow_requests_count: number }>(
      app,
      '/api/v1/accounts/verify_credentials',
      'CredentialAccount',
      { token: TOKENS.wren },
    );
    expect(me.body.follow_requests_count).toBe(res.body.length);
    const notes = await requestJson<WireNotification[]>(
      app,
      '/api/v1/notifications?types[]=follow_request',
      'Notification[]',
      { token: TOKENS.wren },
    );
    expect(notes.body.length).toBe(res.body.length);
  });

  it('authorize follows and turns the notification into a follow', async () => {
    const [first] = (await requests()).body;
    const rel = await requestJson<{ followed_by: boolean }>(
      app,
      `/api/v1/follow_requests/${first!.id}/authorize`,
      'Relationship',
      { token: TOKENS.wren, method: 'POST' },
    );
    expect(rel.body.followed_by).toBe(true);
    expect((await requests()).body.some((a) => a.id === first!.id)).toBe(false);
    const notes = await requestJson<WireNotification[]>(
      app,
      '/api/v1/notifications?limit=40',
      'Notification[]',
      { token: TOKENS.wren },
    );
    const mine = notes.body.filter((n) => n.account.id === first!.id);
    expect(mine.map((n) => n.type)).toContain('follow');
    expect(mine.map((n) => n.type)).not.toContain('follow_request');
  });

  it('reject removes the request without following', async () => {
    const [first] = (await requests()).body;
    const rel = await requestJson<{ followed_by: boolean }>(
      app,
      `/api/v1/follow_requests/${first!.id}/reject`,
      'Relationship',
      { token: TOKENS.wren, method: 'POST' },
    );
    expect(rel.body.followed_by).toBe(false);
    expect((await requests()).body.some((a) => a.id === first!.id)).toBe(false);
  });
});

describe('push subscription', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await makeApp({ control: true });
  });
  afterAll(() => app.close());

  it('stores the subscription and its alerts, then deletes it', async () => {
    const alerts = { follow: true, favourite: true, mention: true, reblog: false, move: true };
    const res = await requestJson<{ id: string; alerts: Record<string, boolean> }>(
      app,
      '/api/v1/push/subscription/',
      'WebPushSubscription',
      {
        token: TOKENS.june,
        method: 'POST',
        payload: {
          subscription: { endpoint: 'https://push.example/abc', keys: { p256dh: 'k', auth: 'a' } },
          data: { alerts },
        },
      },
    );
    expect(res.status).toBe(200);
    expect(res.body.id).toBeTruthy();
    expect(res.body.alerts).toEqual(alerts);
    const got = await requestJson<{ alerts: Record<string, boolean> }>(
      app,
      '/api/v1/push/subscription',
      'WebPushSubscription',
      { token: TOKENS.june },
    );
    expect(got.body.alerts).toEqual(alerts);
    const del = await app.inject({
      method: 'DELETE',
      url: '/api/v1/push/subscription/',
      headers: { authorization: `Bearer ${TOKENS.june}` },
    });
    expect(del.statusCode).toBe(200);
    const gone = await app.inject({
      method: 'GET',
      url: '/api/v1/push/subscription',
      headers: { authorization: `Bearer ${TOKENS.june}` },
    });
    expect(gone.statusCode).toBe(404);
  });
});
