import { describe, expect, it } from 'vitest';
import { HOSTILE_VECTORS } from '../hostile/vectors.js';
import { makeApp, requestJson, type WireStatus } from './helpers.js';

interface HostileAnswer {
  corpus: number;
  vectors: number;
  statuses: string[];
  accounts: string[];
}

describe('hostile content control', () => {
  it('holds at least 150 distinct vectors, each with its own trap number', () => {
    expect(HOSTILE_VECTORS.length).toBeGreaterThanOrEqual(150);
    expect(new Set(HOSTILE_VECTORS.map((v) => v.html)).size).toBe(HOSTILE_VECTORS.length);
    const kinds = new Set(HOSTILE_VECTORS.map((v) => v.kind));
    expect(kinds.size).toBe(11);
  });

  it('is off without --control and leaves the seed alone until asked', async () => {
    const app = await makeApp();
    const res = await app.inject({ method: 'POST', url: '/__control/hostile' });
    expect(res.statusCode).toBe(404);
    await app.close();
  });

  it('places every vector in posts and accounts, and reset removes them', async () => {
    const app = await makeApp({ control: true });
    const before = await requestJson<WireStatus[]>(
      app,
      '/api/v1/timelines/public?local=true&limit=40',
      'Status[]',
    );
    const res = await app.inject({ method: 'POST', url: '/__control/hostile' });
    const placed = res.json<HostileAnswer>();
    expect(placed.vectors).toBe(HOSTILE_VECTORS.length);
    expect(placed.corpus).toBe(HOSTILE_VECTORS.length);

    const status = await requestJson<Record<string, unknown>>(
      app,
      `/api/v1/statuses/${placed.statuses[0]}`,
      'Status',
    );
    expect(status.status).toBe(200);
    const body = status.body;
    const first = HOSTILE_VECTORS[0]?.html ?? '';
    expect(body.content).toContain(first);
    expect(body.spoiler_text).toContain(first);
    const account = body.account as Record<string, unknown>;
    expect(account.display_name).toContain(first);
    expect(account.note).toContain(first);
    expect(JSON.stringify(account.fields)).toContain(JSON.stringify(first).slice(1, -1));
    expect(JSON.stringify(body.poll)).toContain(JSON.stringify(first).slice(1, -1));
    expect((body.card as Record<string, unknown>).title).toContain(first);
    expect(JSON.stringify(body.emojis)).toContain(JSON.stringify(first).slice(1, -1));

    const pictured = await requestJson<Record<string, unknown>>(
      app,
      `/api/v1/statuses/${placed.statuses[1]}`,
      'Status',
    );
    expect(JSON.stringify(pictured.body.media_attachments)).toContain(
      JSON.stringify(first).slice(1, -1),
    );

    const timeline = await requestJson<WireStatus[]>(
      app,
      '/api/v1/timelines/public?local=true&limit=40',
      'Status[]',
    );
    expect(timeline.body.slice(0, placed.statuses.length).map((s) => s.id)).toEqual(
      placed.statuses,
    );

    await app.inject({ method: 'POST', url: '/__control/reset' });
    const after = await requestJson<WireStatus[]>(
      app,
      '/api/v1/timelines/public?local=true&limit=40',
      'Status[]',
    );
    expect(after.body.map((s) => s.id)).toEqual(before.body.map((s) => s.id));
    await app.close();
  });
});

describe('oversized content control (issue 29)', () => {
  it('places the 300 KB post and 5,000 unlisted replies, the last 99 in a chain', async () => {
    const app = await makeApp({ control: true });
    const res = await app.inject({ method: 'POST', url: '/__control/hostile/oversized' });
    const placed = res.json<{ post: string; conversation: string; replies: string[] }>();
    expect(placed.replies).toHaveLength(5000);

    const post = await requestJson<WireStatus>(app, `/api/v1/statuses/${placed.post}`, 'Status');
    expect(post.body.content.length).toBe(300_000);

    const context = await requestJson<{ descendants: WireStatus[] }>(
      app,
      `/api/v1/statuses/${placed.conversation}/context`,
      'Context',
    );
    expect(context.body.descendants).toHaveLength(5000);
    expect(context.body.descendants.every((s) => s.visibility === 'unlisted')).toBe(true);
    const last = context.body.descendants.find((s) => s.id === placed.replies[4999]);
    expect(last?.in_reply_to_id).toBe(placed.replies[4998]);
    const public_ = await requestJson<WireStatus[]>(
      app,
      '/api/v1/timelines/public?limit=40',
      'Status[]',
    );
    expect(public_.body.some((s) => placed.replies.includes(s.id))).toBe(false);
    await app.close();
  }, 60_000);
});
