import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { makeApp, requestJson, TOKENS, type WireStatus } from './helpers.js';

interface WireContext {
  ancestors: WireStatus[];
  descendants: WireStatus[];
}

async function findStatus(
  app: FastifyInstance,
  predicate: (s: WireStatus) => boolean,
  token = TOKENS.june,
): Promise<WireStatus> {
  let maxId = '';
  for (;;) {
    const page = await requestJson<WireStatus[]>(
      app,
      `/api/v1/timelines/home?limit=40${maxId ? `&max_id=${maxId}` : ''}`,
      'Status[]',
      { token },
    );
    const found = page.body.find(predicate);
    if (found) return found;
    if (page.body.length === 0) throw new Error('status not found');
    maxId = page.body[page.body.length - 1]?.id ?? '';
  }
}

describe('statuses', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await makeApp();
  });
  afterAll(async () => {
    await app.close();
  });

  it('GET /api/v1/statuses/:id returns a status; unknown ids 404 with Record not found', async () => {
    const list = await requestJson<WireStatus[]>(
      app,
      '/api/v1/timelines/public?limit=1',
      'Status[]',
    );
    const id = list.body[0]?.id ?? '';
    const res = await requestJson<WireStatus>(app, `/api/v1/statuses/${id}`, 'Status');
    expect(res.status).toBe(200);
    expect(res.body.id).toBe(id);
    const missing = await requestJson(app, '/api/v1/statuses/AAAAAAAAAAAAAAAAAA', 'Status');
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ error: 'Record not found' });
  });

  it('direct and followers-only posts are 404 to those who may not see them', async () => {
    const dm = await findStatus(
      app,
      (s) => s.visibility === 'direct' && s.account.username === 'juniper',
    );
    expect((await requestJson(app, `/api/v1/statuses/${dm.id}`, 'Status')).status).toBe(404);
    expect(
      (await requestJson(app, `/api/v1/statuses/${dm.id}`, 'Status', { token: TOKENS.wren }))
        .status,
    ).toBe(404);
    expect(
      (await requestJson(app, `/api/v1/statuses/${dm.id}`, 'Status', { token: TOKENS.amara }))
        .status,
    ).toBe(200);
    const secret = await findStatus(
      app,
      (s) => s.visibility === 'private' && s.account.username === 'juniper',
    );
    expect((await requestJson(app, `/api/v1/statuses/${secret.id}`, 'Status')).status).toBe(404);
    expect(
      (await requestJson(app, `/api/v1/statuses/${secret.id}`, 'Status', { token: TOKENS.june }))
        .status,
    ).toBe(200);
  });

  it('a repeat carries the original in reblog; fetching it by id works', async () => {
    const repeat = await findStatus(app, (s) => s.reblog !== null);
    const res = await requestJson<WireStatus>(app, `/api/v1/statuses/${repeat.id}`, 'Status', {
      token: TOKENS.june,
    });
    expect(res.body.reblog?.id).toBe(repeat.reblog?.id);
    expect(res.body.content).toBe('');
  });

  it('context: ancestors root first, descendants in thread order; the chisel thread is 8 replies deep', async () => {
    const leaf = await findStatus(app, (s) => s.content.includes('regrettably, seed packets'));
    const ctx = await requestJson<WireContext>(
      app,
      `/api/v1/statuses/${leaf.id}/context`,
      'Context',
    );
    expect(ctx.body.ancestors).toHaveLength(8);
    const chain = [...ctx.body.ancestors, leaf];
    for (let i = 1; i < chain.length; i += 1)
      expect(chain[i]?.in_reply_to_id).toBe(chain[i - 1]?.id);
    expect(chain[0]?.in_reply_to_id).toBeNull();
    const root = chain[0] as WireStatus;
    const down = await requestJson<WireContext>(
      app,
      `/api/v1/statuses/${root.id}/context`,
      'Context',
    );
    expect(down.body.ancestors).toEqual([]);
    // Depth first: every descendant's parent appears before it.
    const seen = new Set([root.id]);
    for (const status of down.body.descendants) {
      expect(seen.has(status.in_reply_to_id ?? '')).toBe(true);
      seen.add(status.id);
    }
    expect(down.body.descendants.length).toBeGreaterThanOrEqual(10);
  });

  it('context hides what the viewer may not see and 404s for unknown ids', async () => {
    const dmReply = await findStatus(
      app,
      (s) => s.visibility === 'direct' && s.account.username === 'amara',
    );
    const asJune = await requestJson<WireContext>(
      app,
      `/api/v1/statuses/${dmReply.id}/context`,
      'Context',
      { token: TOKENS.june },
    );
    expect(asJune.body.ancestors).toHaveLength(1);
    expect(
      (await requestJson(app, `/api/v1/statuses/${dmReply.id}/context`, 'Context')).status,
    ).toBe(404);
    expect((await requestJson(app, '/api/v1/statuses/nope/context', 'Context')).status).toBe(404);
  });

  it('renders quotes, polls, cards, reactions, custom emoji, content warnings and edits in Akkoma shape', async () => {
    const quote = await findStatus(
      app,
      (s) => s.quote !== null && s.account.username === 'juniper',
    );
    expect(quote.quote_id).toBe(quote.quote?.id);
    expect(quote.quote?.account.username).toBe('priya');
    const custom = await findStatus(app, (s) => s.emoji_reactions.some((r) => r.url !== null));
    const reaction = custom.emoji_reactions.find((r) => r.url !== null);
    expect(reaction?.account_ids).toHaveLength(reaction?.count ?? -1);
    expect(custom.pleroma.emoji_reactions).toEqual(custom.emoji_reactions);
    const edited = await findStatus(app, (s) => s.edited_at !== null);
    expect(Date.parse(edited.edited_at ?? '')).toBeGreaterThan(Date.parse(edited.created_at));
    const cw = await findStatus(app, (s) => s.spoiler_text !== '' && s.sensitive);
    expect(cw.media_attachments.length).toBeGreaterThan(0);
    const withCard = await findStatus(app, (s) => s.card !== null);
    expect(withCard.card?.url).toMatch(/^https:\/\//);
    const emoji = await findStatus(app, (s) => s.emojis.length > 0);
    expect(emoji.emojis[0]?.url).toMatch(/\/emoji\/.+\.png$/);
  });
});

describe('statuses in private mode', () => {
  it('visitors get 404 for statuses and 403 for context; users read both', async () => {
    const app = await makeApp({ privateMode: true });
    const list = await requestJson<WireStatus[]>(
      app,
      '/api/v1/timelines/public?limit=1',
      'Status[]',
      { token: TOKENS.june },
    );
    const id = list.body[0]?.id ?? '';
    expect((await requestJson(app, `/api/v1/statuses/${id}`, 'Status')).status).toBe(404);
    const ctx = await requestJson<{ error: string }>(
      app,
      `/api/v1/statuses/${id}/context`,
      'Context',
    );
    expect(ctx.status).toBe(403);
    expect(ctx.body.error).toBe('This resource requires authentication.');
    expect(
      (await requestJson(app, `/api/v1/statuses/${id}/context`, 'Context', { token: TOKENS.june }))
        .status,
    ).toBe(200);
    await app.close();
  });
});
