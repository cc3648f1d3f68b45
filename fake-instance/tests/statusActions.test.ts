import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectMatchesSchema } from '../contract/schema.js';
import { makeApp, TOKENS, type WireStatus } from './helpers.js';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Calls the instance and validates the JSON body: `schema` on success, Error otherwise. */
async function call<T>(
  app: FastifyInstance,
  method: Method,
  url: string,
  schema: string,
  token?: string,
  payload?: Record<string, unknown>,
): Promise<{ status: number; body: T }> {
  const response = await app.inject({
    method,
    url,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(payload ? { payload } : {}),
  });
  const body: unknown = response.json();
  expectMatchesSchema(body, response.statusCode < 400 ? schema : 'Error');
  return { status: response.statusCode, body: body as T };
}

interface WirePoll {
  id: string;
  voted: boolean;
  own_votes: number[];
  expired: boolean;
  multiple: boolean;
  options: { votes_count: number }[];
}

describe('status actions', () => {
  let app: FastifyInstance;
  let statuses: WireStatus[];
  const find = (p: (s: WireStatus) => boolean) => {
    const s = statuses.find(p);
    if (!s) throw new Error('no such seeded status');
    return s;
  };

  beforeAll(async () => {
    // Poll expiry is judged by the wall clock, so the seed hangs from the real time here.
    app = await makeApp({ now: Date.now() });
    statuses = [];
    // A few pages of home and public hold every kind of seeded post these tests need.
    for (const timeline of ['home', 'public']) {
      let maxId = '';
      for (let i = 0; i < 4; i++) {
        const page = await call<WireStatus[]>(
          app,
          'GET',
          `/api/v1/timelines/${timeline}?limit=40${maxId ? `&max_id=${maxId}` : ''}`,
          'Status[]',
          TOKENS.june,
        );
        statuses.push(...page.body.map((s) => s.reblog ?? s));
        maxId = page.body.at(-1)?.id ?? '';
        if (!maxId) break;
      }
    }
  });
  afterAll(async () => {
    await app.close();
  });

  it('favourite and unfavourite change the status and its count', async () => {
    const target = find(
      (s) => s.visibility === 'public' && s.account.acct !== 'juniper' && !s.reblog,
    );
    const fav = await call<WireStatus & { favourited: boolean; favourites_count: number }>(
      app,
      'POST',
      `/api/v1/statuses/${target.id}/favourite`,
      'Status',
      TOKENS.june,
    );
    expect(fav.body.favourited).toBe(true);
    const again = await call<{ favourited: boolean; favourites_count: number }>(
      app,
      'GET',
      `/api/v1/statuses/${target.id}`,
      'Status',
      TOKENS.june,
    );
    expect(again.body).toMatchObject({
      favourited: true,
      favourites_count: fav.body.favourites_count,
    });
    const unfav = await call<{ favourited: boolean; favourites_count: number }>(
      app,
      'POST',
      `/api/v1/statuses/${target.id}/unfavourite`,
      'Status',
      TOKENS.june,
    );
    expect(unfav.body.favourited).toBe(false);
    expect(unfav.body.favourites_count).toBe(fav.body.favourites_count - 1);
    const by = await call<{ acct: string }[]>(
      app,
      'GET',
      `/api/v1/statuses/${target.id}/favourited_by`,
      'Account[]',
    );
    expect(by.body.some((a) => a.acct === 'juniper')).toBe(false);
  });

  it('needs a signed-in viewer', async () => {
    const target = find((s) => s.visibility === 'public');
    const res = await call(app, 'POST', `/api/v1/statuses/${target.id}/favourite`, 'Status');
    expect(res.status).toBe(403);
    const missing = await call(
      app,
      'POST',
      '/api/v1/statuses/nope/favourite',
      'Status',
      TOKENS.june,
    );
    expect(missing.status).toBe(404);
  });

  it('reblog answers with the repeat; unreblog removes it; direct posts refuse', async () => {
    const target = find((s) => s.visibility === 'public' && s.account.acct !== 'juniper');
    const rep = await call<WireStatus & { reblogged: boolean }>(
      app,
      'POST',
      `/api/v1/statuses/${target.id}/reblog`,
      'Status',
      TOKENS.june,
    );
    expect(rep.body.reblog?.id).toBe(target.id);
    expect(rep.body.reblogged).toBe(true);
    const by = await call<{ acct: string }[]>(
      app,
      'GET',
      `/api/v1/statuses/${target.id}/reblogged_by`,
      'Account[]',
    );
    expect(by.body.map((a) => a.acct)).toContain('juniper');
    const un = await call<{ reblogged: boolean }>(
      app,
      'POST',
      `/api/v1/statuses/${target.id}/unreblog`,
      'Status',
      TOKENS.june,
    );
    expect(un.body.reblogged).toBe(false);
    const direct = statuses.find((s) => s.visibility === 'direct');
    if (direct) {
      const refused = await call(
        app,
        'POST',
        `/api/v1/statuses/${direct.id}/reblog`,
        'Status',
        TOKENS.june,
      );
      expect(refused.status).toBe(403);
    }
  });

  it('pins only own public posts; bookmarks and mutes toggle', async () => {
    const other = find((s) => s.visibility === 'public' && s.account.acct !== 'juniper');
    expect(
      (await call(app, 'POST', `/api/v1/statuses/${other.id}/pin`, 'Status', TOKENS.june)).status,
    ).toBe(403);
    const own = statuses.find(
      (s) => s.account.acct === 'juniper' && s.visibility === 'public' && !s.reblog,
    );
    if (own) {
      const pinned = await call<{ pinned: boolean }>(
        app,
        'POST',
        `/api/v1/statuses/${own.id}/pin`,
        'Status',
        TOKENS.june,
      );
      expect(pinned.body.pinned).toBe(true);
    }
    const bm = await call<{ bookmarked: boolean }>(
      app,
      'POST',
      `/api/v1/statuses/${other.id}/bookmark`,
      'Status',
      TOKENS.june,
    );
    expect(bm.body.bookmarked).toBe(true);
    const mute = await call<{ muted: boolean }>(
      app,
      'POST',
      `/api/v1/statuses/${other.id}/mute`,
      'Status',
      TOKENS.june,
    );
    expect(mute.body.muted).toBe(true);
    const unmute = await call<{ muted: boolean }>(
      app,
      'POST',
      `/api/v1/statuses/${other.id}/unmute`,
      'Status',
      TOKENS.june,
    );
    expect(unmute.body.muted).toBe(false);
  });

  it('reacts and unreacts with unicode and custom emoji', async () => {
    const target = find((s) => s.visibility === 'public' && s.account.acct !== 'juniper');
    const put = await call<WireStatus>(
      app,
      'PUT',
      `/api/v1/pleroma/statuses/${target.id}/reactions/${encodeURIComponent('🦉')}`,
      'Status',
      TOKENS.june,
    );
    expect(put.body.emoji_reactions.find((r) => r.name === '🦉')).toMatchObject({
      count: 1,
      me: true,
    });
    const list = await call<{ name: string; accounts: unknown[] }[]>(
      app,
      'GET',
      `/api/v1/pleroma/statuses/${target.id}/reactions`,
      'PleromaReaction[]',
      TOKENS.june,
    );
    expect(list.body.find((r) => r.name === '🦉')?.accounts).toHaveLength(1);
    const del = await call<WireStatus>(
      app,
      'DELETE',
      `/api/v1/pleroma/statuses/${target.id}/reactions/${encodeURIComponent('🦉')}`,
      'Status',
      TOKENS.june,
    );
    expect(del.body.emoji_reactions.find((r) => r.name === '🦉')).toBeUndefined();
    const bad = await call(
      app,
      'PUT',
      `/api/v1/pleroma/statuses/${target.id}/reactions/hello`,
      'Status',
      TOKENS.june,
    );
    expect(bad.status).toBe(400);
  });

  it('translates for signed-in users and lists languages', async () => {
    const target = find((s) => s.visibility === 'public');
    const tr = await call<{ text: string }>(
      app,
      'GET',
      `/api/v1/statuses/${target.id}/translations/de`,
      'AkkomaTranslation',
      TOKENS.june,
    );
    expect(tr.body.text).toContain('[de]');
    await call(
      app,
      'GET',
      '/api/v1/akkoma/translation/languages',
      'AkkomaTranslationLanguages',
      TOKENS.june,
    );
  });

  it('votes once on an open poll and refuses the rest', async () => {
    // juniper's own single-choice poll: juniper may not vote, amara may, once.
    const status = find(
      (s) =>
        s.account.acct === 'juniper' && (s as unknown as { poll: WirePoll | null }).poll !== null,
    );
    const pollId = (status as unknown as { poll: WirePoll }).poll.id;
    const own = await call(app, 'POST', `/api/v1/polls/${pollId}/votes`, 'Poll', TOKENS.june, {
      choices: [0],
    });
    expect(own.status).toBe(422);
    const empty = await call(app, 'POST', `/api/v1/polls/${pollId}/votes`, 'Poll', TOKENS.amara, {
      choices: [],
    });
    expect(empty.status).toBe(422);
    const both = await call(app, 'POST', `/api/v1/polls/${pollId}/votes`, 'Poll', TOKENS.amara, {
      choices: [0, 1],
    });
    expect(both.status).toBe(422);
    const voted = await call<WirePoll>(
      app,
      'POST',
      `/api/v1/polls/${pollId}/votes`,
      'Poll',
      TOKENS.amara,
      { choices: [1] },
    );
    expect(voted.body).toMatchObject({ voted: true, own_votes: [1] });
    const twice = await call(app, 'POST', `/api/v1/polls/${pollId}/votes`, 'Poll', TOKENS.amara, {
      choices: [0],
    });
    expect(twice.status).toBe(422);
    const read = await call<WirePoll>(app, 'GET', `/api/v1/polls/${pollId}`, 'Poll', TOKENS.amara);
    expect(read.body.voted).toBe(true);
    expect(
      (
        await call(app, 'POST', `/api/v1/polls/${pollId}/votes`, 'Poll', undefined, {
          choices: [0],
        })
      ).status,
    ).toBe(403);
  });

  it('deletes for the author and staff only', async () => {
    const target = find(
      (s) =>
        s.visibility === 'public' && s.account.acct !== 'juniper' && s.account.acct !== 'tobias',
    );
    expect(
      (await call(app, 'DELETE', `/api/v1/statuses/${target.id}`, 'Status', TOKENS.june)).status,
    ).toBe(403);
    expect(
      (await call(app, 'DELETE', `/api/v1/statuses/${target.id}`, 'Status', TOKENS.moderator))
        .status,
    ).toBe(200);
    expect(
      (await call(app, 'GET', `/api/v1/statuses/${target.id}`, 'Status', TOKENS.june)).status,
    ).toBe(404);
  });
});
