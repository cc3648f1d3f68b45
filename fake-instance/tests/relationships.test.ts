import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { makeApp, requestJson, TOKENS } from './helpers.js';

interface Rel {
  id: string;
  following: boolean;
  followed_by: boolean;
  requested: boolean;
  blocking: boolean;
  muting: boolean;
  subscribing: boolean;
  showing_reblogs: boolean;
  domain_blocking: boolean;
  note: string;
}

describe('relationships', () => {
  let app: FastifyInstance;
  const ids: Record<string, string> = {};
  beforeAll(async () => {
    app = await makeApp({ control: true });
    for (const acct of ['wren', 'juniper', 'dmitri', 'moss@lichen.example', 'priya']) {
      const res = await requestJson<{ id: string }>(app, `/api/v1/accounts/${acct}`, 'Account');
      ids[acct] = res.body.id;
    }
  });
  afterAll(async () => {
    await app.close();
  });

  const post = (path: string, token: string, payload?: Record<string, unknown>) =>
    requestJson<Rel>(app, path, 'Relationship', { token, method: 'POST', payload });
  const relationshipOf = async (token: string, id: string | undefined) =>
    (
      await requestJson<Rel[]>(app, `/api/v1/accounts/relationships?id[]=${id}`, 'Relationship[]', {
        token,
      })
    ).body[0];

  it('follow gives following for an open account and a request for a locked one', async () => {
    await post(`/api/v1/accounts/${ids.dmitri}/unfollow`, TOKENS.june);
    const open = await post(`/api/v1/accounts/${ids.dmitri}/follow`, TOKENS.june);
    expect(open.body).toMatchObject({ following: true, requested: false, showing_reblogs: true });
    await post(`/api/v1/accounts/${ids.wren}/unfollow`, TOKENS.june);
    const locked = await post(`/api/v1/accounts/${ids.wren}/follow`, TOKENS.june);
    expect(locked.body).toMatchObject({ following: false, requested: true });
    const back = await post(`/api/v1/accounts/${ids.wren}/unfollow`, TOKENS.june);
    expect(back.body).toMatchObject({ following: false, requested: false });
  });

  it('follow with reblogs false hides repeats; subscribe toggles', async () => {
    const res = await post(`/api/v1/accounts/${ids.dmitri}/follow`, TOKENS.june, {
      reblogs: false,
    });
    expect(res.body.showing_reblogs).toBe(false);
    const sub = await post(`/api/v1/pleroma/accounts/${ids.dmitri}/subscribe`, TOKENS.june);
    expect(sub.body.subscribing).toBe(true);
    const unsub = await post(`/api/v1/pleroma/accounts/${ids.dmitri}/unsubscribe`, TOKENS.june);
    expect(unsub.body.subscribing).toBe(false);
  });

  it('batches relationship look-ups and embeds them with with_relationships', async () => {
    const res = await requestJson<Rel[]>(
      app,
      `/api/v1/accounts/relationships?id[]=${ids.dmitri}&id[]=${ids.priya}`,
      'Relationship[]',
      { token: TOKENS.june },
    );
    expect(res.body.map((r) => r.id)).toEqual([ids.dmitri, ids.priya]);
    const account = await requestJson<{ pleroma: { relationship: Rel } }>(
      app,
      `/api/v1/accounts/${ids.dmitri}?with_relationships=true`,
      'Account',
      { token: TOKENS.june },
    );
    expect(account.body.pleroma.relationship.id).toBe(ids.dmitri);
  });

  it('block ends follows both ways; mute and unmute', async () => {
    await post(`/api/v1/accounts/${ids.priya}/follow`, TOKENS.june);
    const blocked = await post(`/api/v1/accounts/${ids.priya}/block`, TOKENS.june);
    expect(blocked.body).toMatchObject({ blocking: true, following: false });
    expect((await post(`/api/v1/accounts/${ids.priya}/unblock`, TOKENS.june)).body.blocking).toBe(
      false,
    );
    expect((await post(`/api/v1/accounts/${ids.priya}/mute`, TOKENS.june)).body.muting).toBe(true);
    expect((await post(`/api/v1/accounts/${ids.priya}/unmute`, TOKENS.june)).body.muting).toBe(
      false,
    );
  });

  it('keeps a private note per viewer', async () => {
    await post(`/api/v1/accounts/${ids.dmitri}/note`, TOKENS.june, { comment: 'met at the fair' });
    expect((await relationshipOf(TOKENS.june, ids.dmitri))?.note).toBe('met at the fair');
    expect((await relationshipOf(TOKENS.admin, ids.dmitri))?.note).toBe('');
  });

  it('removes a follower', async () => {
    const marisol = (await requestJson<{ id: string }>(app, '/api/v1/accounts/marisol', 'Account'))
      .body.id;
    await post(`/api/v1/accounts/${ids.juniper}/follow`, TOKENS.admin);
    expect((await relationshipOf(TOKENS.june, marisol))?.followed_by).toBe(true);
    const removed = await post(`/api/v1/accounts/${marisol}/remove_from_followers`, TOKENS.june);
    expect(removed.body.followed_by).toBe(false);
  });

  it('pages followers and following with a Link header', async () => {
    const res = await requestJson<{ id: string }[]>(
      app,
      `/api/v1/accounts/${ids.juniper}/following?limit=2`,
      'Account[]',
      { token: TOKENS.june },
    );
    expect(res.body.length).toBeLessThanOrEqual(2);
    if (res.body.length === 2) expect(String(res.headers.link)).toContain('max_id=');
    const hidden = await requestJson<unknown[]>(
      app,
      `/api/v1/accounts/${ids.wren}/followers`,
      'Account[]',
      { token: TOKENS.june },
    );
    expect(hidden.body).toEqual([]);
  });

  it('blocks and unblocks a domain', async () => {
    await app.inject({
      method: 'POST',
      url: '/api/v1/domain_blocks',
      headers: { authorization: `Bearer ${TOKENS.june}` },
      payload: { domain: 'lichen.example' },
    });
    const list = await app.inject({
      url: '/api/v1/domain_blocks',
      headers: { authorization: `Bearer ${TOKENS.june}` },
    });
    expect(list.json()).toEqual(['lichen.example']);
    expect((await relationshipOf(TOKENS.june, ids['moss@lichen.example']!))?.domain_blocking).toBe(
      true,
    );
    await app.inject({
      method: 'DELETE',
      url: '/api/v1/domain_blocks?domain=lichen.example',
      headers: { authorization: `Bearer ${TOKENS.june}` },
    });
    expect((await relationshipOf(TOKENS.june, ids['moss@lichen.example']!))?.domain_blocking).toBe(
      false,
    );
  });

  it("pages blocked domains newest first, 100 at a time, by the blocks' ids", async () => {
    const headers = { authorization: `Bearer ${TOKENS.june}` };
    for (let i = 0; i < 102; i++) {
      await app.inject({
        method: 'POST',
        url: '/api/v1/domain_blocks',
        headers,
        payload: { domain: `d${String(i).padStart(3, '0')}.example` },
      });
    }
    const first = await app.inject({ url: '/api/v1/domain_blocks', headers });
    const firstPage = first.json() as string[];
    expect(firstPage).toHaveLength(100);
    expect(firstPage[0]).toBe('d101.example');
    const next = /<([^>]+)>; rel="next"/.exec(String(first.headers.link))?.[1];
    expect(next).toBeDefined();
    const second = await app.inject({
      url: new URL(next ?? '').pathname + new URL(next ?? '').search,
      headers,
    });
    expect(second.json()).toEqual(['d001.example', 'd000.example']);
    for (let i = 0; i < 102; i++) {
      await app.inject({
        method: 'DELETE',
        url: `/api/v1/domain_blocks?domain=d${String(i).padStart(3, '0')}.example`,
        headers,
      });
    }
  });

  it('files a report with statuses and clears everything on reset', async () => {
    const statuses = await app.inject({
      url: `/api/v1/accounts/${ids.dmitri}/statuses?limit=2&exclude_reblogs=true`,
    });
    const statusIds = (statuses.json() as { id: string }[]).map((s) => s.id);
    // The seed files some reports of its own for the moderation tools.
    const seeded = ((await app.inject({ url: '/__control/reports' })).json() as unknown[]).length;
    const report = await requestJson<{ status_ids: string[]; comment: string }>(
      app,
      '/api/v1/reports',
      'Report',
      {
        token: TOKENS.june,
        method: 'POST',
        payload: { account_id: ids.dmitri, status_ids: statusIds, comment: 'spam', forward: false },
      },
    );
    expect(report.status).toBe(200);
    expect(report.body.status_ids).toEqual(statusIds);
    const seen = await app.inject({ url: '/__control/reports' });
    expect(seen.json()).toHaveLength(seeded + 1);
    await app.inject({ method: 'POST', url: '/__control/reset' });
    expect((await app.inject({ url: '/__control/reports' })).json()).toHaveLength(seeded);
    expect((await relationshipOf(TOKENS.june, ids.dmitri))?.note).toBe('');
  });
});
