import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { makeApp, requestJson, TOKENS, type WireStatus } from './helpers.js';

describe('personal timelines, account statuses and hashtag following', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await makeApp();
  });
  afterAll(async () => {
    await app.close();
  });

  it('direct: only direct posts, 403 without a token', async () => {
    const page = await requestJson<WireStatus[]>(app, '/api/v1/timelines/direct', 'Status[]', {
      token: TOKENS.june,
    });
    expect(page.status).toBe(200);
    expect(page.body.length).toBeGreaterThan(0);
    expect(page.body.every((s) => s.visibility === 'direct')).toBe(true);
    const visitor = await requestJson(app, '/api/v1/timelines/direct', 'Status[]');
    expect(visitor.status).toBe(403);
  });

  it('favourites and bookmarks page with Link headers', async () => {
    const first = await requestJson<WireStatus[]>(app, '/api/v1/bookmarks?limit=2', 'Status[]', {
      token: TOKENS.june,
    });
    expect(first.body).toHaveLength(2);
    expect(String(first.headers.link)).toContain('rel="next"');
    const last = first.body[1]?.id ?? '';
    const second = await requestJson<WireStatus[]>(
      app,
      `/api/v1/bookmarks?limit=40&max_id=${last}`,
      'Status[]',
      {
        token: TOKENS.june,
      },
    );
    expect(second.body.every((s) => s.id < last)).toBe(true);
    const faves = await requestJson<WireStatus[]>(app, '/api/v1/favourites', 'Status[]', {
      token: TOKENS.june,
    });
    expect(faves.status).toBe(200);
  });

  it('list timeline: the owner sees members only; others get 404', async () => {
    const list = await requestJson<WireStatus[]>(
      app,
      '/api/v1/timelines/list/1?limit=40',
      'Status[]',
      { token: TOKENS.june },
    );
    expect(list.body.length).toBeGreaterThan(0);
    const members = new Set(['amara', 'priya', 'moss@lichen.example']);
    expect(list.body.every((s) => members.has(s.account.acct))).toBe(true);
    const other = await requestJson(app, '/api/v1/timelines/list/1', 'Status[]', {
      token: TOKENS.amara,
    });
    expect(other.status).toBe(404);
  });

  it('account statuses: pinned, exclude_replies, only_media', async () => {
    const acct = await requestJson<{ id: string }>(app, '/api/v1/accounts/priya', 'Account');
    const id = acct.body.id;
    const all = await requestJson<WireStatus[]>(
      app,
      `/api/v1/accounts/${id}/statuses?limit=40`,
      'Status[]',
    );
    expect(all.body.every((s) => s.account.id === id)).toBe(true);
    const noReplies = await requestJson<WireStatus[]>(
      app,
      `/api/v1/accounts/${id}/statuses?exclude_replies=true&limit=40`,
      'Status[]',
    );
    expect(noReplies.body.every((s) => s.in_reply_to_id === null)).toBe(true);
    const media = await requestJson<WireStatus[]>(
      app,
      `/api/v1/accounts/${id}/statuses?only_media=true`,
      'Status[]',
    );
    expect(media.body.every((s) => (s.reblog ?? s).media_attachments.length > 0)).toBe(true);
    const pinned = await requestJson<WireStatus[]>(
      app,
      `/api/v1/accounts/${id}/statuses?pinned=true`,
      'Status[]',
    );
    expect(pinned.status).toBe(200);
    const missing = await requestJson(app, '/api/v1/accounts/nobody-here/statuses', 'Status[]');
    expect(missing.status).toBe(404);
  });

  it('follows and unfollows a hashtag', async () => {
    const before = await requestJson<{ following: boolean }>(app, '/api/v1/tags/gardening', 'Tag', {
      token: TOKENS.june,
    });
    expect(before.body.following).toBe(false);
    const after = await requestJson<{ following: boolean }>(
      app,
      '/api/v1/tags/gardening/follow',
      'Tag',
      {
        token: TOKENS.june,
        method: 'POST',
      },
    );
    expect(after.body.following).toBe(true);
    const undone = await requestJson<{ following: boolean }>(
      app,
      '/api/v1/tags/Gardening/unfollow',
      'Tag',
      {
        token: TOKENS.june,
        method: 'POST',
      },
    );
    expect(undone.body.following).toBe(false);
  });
});
