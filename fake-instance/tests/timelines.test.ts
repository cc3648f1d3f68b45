import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { makeApp, requestJson, TOKENS, type WireStatus } from './helpers.js';

async function all(app: FastifyInstance, url: string, token?: string): Promise<WireStatus[]> {
  const out: WireStatus[] = [];
  let maxId = '';
  for (;;) {
    const sep = url.includes('?') ? '&' : '?';
    const page = await requestJson<WireStatus[]>(
      app,
      `${url}${sep}limit=40${maxId ? `&max_id=${maxId}` : ''}`,
      'Status[]',
      { token },
    );
    expect(page.status).toBe(200);
    if (page.body.length === 0) return out;
    out.push(...page.body);
    maxId = page.body[page.body.length - 1]?.id ?? '';
  }
}

const localDomain = (s: WireStatus): boolean => !s.account.acct.includes('@');

describe('public timelines (default instance)', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await makeApp();
  });
  afterAll(async () => {
    await app.close();
  });

  it('federated: public posts from everywhere, no repeats, no other visibilities for visitors', async () => {
    const list = await all(app, '/api/v1/timelines/public');
    expect(list.every((s) => s.visibility === 'public')).toBe(true);
    expect(list.every((s) => s.reblog === null)).toBe(true);
    expect(list.some((s) => !localDomain(s))).toBe(true);
    expect(list.some(localDomain)).toBe(true);
  });

  it('local=true keeps local authors only; signed-in users also get local-only posts', async () => {
    const visitor = await all(app, '/api/v1/timelines/public?local=true');
    expect(visitor.every(localDomain)).toBe(true);
    expect(visitor.some((s) => s.visibility === 'local')).toBe(false);
    const member = await all(app, '/api/v1/timelines/public?local=true', TOKENS.june);
    expect(member.some((s) => s.visibility === 'local')).toBe(true);
    expect(member.every((s) => s.visibility === 'public' || s.visibility === 'local')).toBe(true);
  });

  it('remote=true keeps remote authors only; only_media keeps posts with attachments', async () => {
    const remote = await all(app, '/api/v1/timelines/public?remote=true');
    expect(remote.length).toBeGreaterThan(0);
    expect(remote.every((s) => !localDomain(s))).toBe(true);
    const media = await all(app, '/api/v1/timelines/public?only_media=true');
    expect(media.length).toBeGreaterThan(5);
    expect(media.every((s) => s.media_attachments.length > 0)).toBe(true);
  });

  it('never shows posts of the deactivated account', async () => {
    const list = await all(app, '/api/v1/timelines/public');
    expect(list.some((s) => s.account.username === 'felix')).toBe(false);
  });

  it('bubble: local plus bubble domains only', async () => {
    const list = await all(app, '/api/v1/timelines/bubble');
    const domains = new Set(list.map((s) => s.account.acct.split('@')[1] ?? 'local'));
    expect([...domains].sort()).toEqual(['lichen.example', 'local']);
  });

  it('tag timeline: posts with the tag, case-insensitive, local=true narrows it', async () => {
    const list = await all(app, '/api/v1/timelines/tag/Gardening');
    expect(list.length).toBeGreaterThan(1);
    expect(list.every((s) => s.tags.some((t) => t.name === 'gardening'))).toBe(true);
    const books = await all(app, '/api/v1/timelines/tag/books?local=true');
    expect(books.length).toBeGreaterThan(0);
    expect(books.every(localDomain)).toBe(true);
    expect((await all(app, '/api/v1/timelines/tag/nothing-uses-this')).length).toBe(0);
  });

  it('home needs a token: 403 Invalid credentials without one, or with a bad or deactivated one', async () => {
    for (const token of [undefined, 'not-a-token', TOKENS.felix]) {
      const res = await requestJson<{ error: string }>(app, '/api/v1/timelines/home', 'Status[]', {
        token,
      });
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ error: 'Invalid credentials.' });
    }
  });

  it("home holds the user's own and followed accounts' posts, repeats, and DMs to them", async () => {
    const list = await all(app, '/api/v1/timelines/home', TOKENS.june);
    expect(list.some((s) => s.reblog !== null)).toBe(true);
    expect(list.some((s) => s.visibility === 'direct')).toBe(true);
    expect(list.some((s) => s.visibility === 'private')).toBe(true);
    expect(list.some((s) => s.account.username === 'juniper')).toBe(true);
    // Everything else comes from accounts June follows or mentions her; the federated
    // timeline has authors that never reach her home.
    const homeAuthors = new Set(list.map((s) => s.account.acct));
    const federated = await all(app, '/api/v1/timelines/public');
    expect(federated.some((s) => !homeAuthors.has(s.account.acct))).toBe(true);
    const mentionsJune = (s: WireStatus): boolean => s.mentions.some((m) => m.acct === 'juniper');
    expect(
      list
        .filter((s) => s.visibility === 'direct')
        .every((s) => s.account.username === 'juniper' || mentionsJune(s)),
    ).toBe(true);
  });

  it('exclude_replies drops replies', async () => {
    const list = await all(app, '/api/v1/timelines/public?exclude_replies=true');
    expect(list.every((s) => s.in_reply_to_id === null)).toBe(true);
  });

  it('marks viewer state: votes, reactions and favourites are per user', async () => {
    const member = await all(app, '/api/v1/timelines/public', TOKENS.june);
    const visitor = await all(app, '/api/v1/timelines/public');
    const poll = member.find((s) => s.poll && s.poll.voted);
    expect(poll?.poll?.own_votes.length).toBeGreaterThan(0);
    expect(visitor.every((s) => !s.poll || (!s.poll.voted && s.poll.own_votes.length === 0))).toBe(
      true,
    );
    expect(member.some((s) => s.emoji_reactions.some((r) => r.me))).toBe(true);
    expect(visitor.some((s) => s.emoji_reactions.some((r) => r.me))).toBe(false);
    expect(member.some((s) => s.favourited)).toBe(true);
  });
});

describe('timeline modes', () => {
  it('private mode: visitors get 401 on every public timeline; users still read them', async () => {
    const app = await makeApp({ privateMode: true });
    for (const url of [
      '/api/v1/timelines/public',
      '/api/v1/timelines/public?local=true',
      '/api/v1/timelines/bubble',
      '/api/v1/timelines/tag/books',
    ]) {
      const res = await requestJson<{ error: string }>(app, url, 'Status[]');
      expect(res.status).toBe(401);
      expect(res.body.error).toBe('authorization required for timeline view');
      expect((await requestJson(app, url, 'Status[]', { token: TOKENS.june })).status).toBe(200);
    }
    await app.close();
  });

  it('restricted federated timeline: 401 for visitors there, local still open', async () => {
    const app = await makeApp({ restrictedTimelines: ['federated'] });
    expect((await requestJson(app, '/api/v1/timelines/public', 'Status[]')).status).toBe(401);
    expect((await requestJson(app, '/api/v1/timelines/tag/books', 'Status[]')).status).toBe(401);
    expect((await requestJson(app, '/api/v1/timelines/public?local=true', 'Status[]')).status).toBe(
      200,
    );
    expect((await requestJson(app, '/api/v1/timelines/bubble', 'Status[]')).status).toBe(200);
    await app.close();
  });

  it('restricted bubble and local timelines answer 401 to visitors', async () => {
    const app = await makeApp({ restrictedTimelines: ['bubble', 'local'] });
    expect((await requestJson(app, '/api/v1/timelines/bubble', 'Status[]')).status).toBe(401);
    expect((await requestJson(app, '/api/v1/timelines/public?local=true', 'Status[]')).status).toBe(
      401,
    );
    expect((await requestJson(app, '/api/v1/timelines/public', 'Status[]')).status).toBe(200);
    await app.close();
  });

  it('without bubble instances the bubble timeline still answers, with local posts only', async () => {
    const app = await makeApp({ bubbleInstances: [] });
    const res = await requestJson<WireStatus[]>(
      app,
      '/api/v1/timelines/bubble?limit=40',
      'Status[]',
    );
    expect(res.status).toBe(200);
    expect(res.body.length).toBeGreaterThan(0);
    expect(res.body.every((s) => !s.account.acct.includes('@'))).toBe(true);
    await app.close();
  });

  it('bubble instances are configurable, including the internationalised domain', async () => {
    const app = await makeApp({ bubbleInstances: ['xn--bcherei-n2a.example'] });
    const res = await requestJson<WireStatus[]>(
      app,
      '/api/v1/timelines/bubble?limit=40&remote=true',
      'Status[]',
    );
    const remote = res.body.filter((s) => s.account.acct.includes('@'));
    expect(remote.length).toBeGreaterThan(0);
    expect(remote.every((s) => s.account.acct.endsWith('@xn--bcherei-n2a.example'))).toBe(true);
    await app.close();
  });
});
