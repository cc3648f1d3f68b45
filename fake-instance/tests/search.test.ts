import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeApp, requestJson, TOKENS } from './helpers.js';

interface SearchResult {
  accounts: { id: string; acct: string; url: string }[];
  statuses: { id: string; url: string; uri: string; content: string }[];
  hashtags: { name: string; history: { day: string; uses: string; accounts: string }[] }[];
}

describe('search', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await makeApp();
  });
  afterAll(async () => {
    await app.close();
  });

  it('finds accounts, statuses and hashtags with a week of history', async () => {
    const res = await requestJson<SearchResult>(app, '/api/v2/search?q=garden', 'Search');
    expect(res.status).toBe(200);
    expect(res.body.statuses.length).toBeGreaterThan(0);
    const tag = res.body.hashtags.find((h) => h.name === 'gardening');
    expect(tag?.history).toHaveLength(7);
    expect(Number(tag?.history[0]?.uses)).toBeGreaterThanOrEqual(0);
    const days = tag?.history.map((h) => Number(h.day)) ?? [];
    expect([...days].sort((a, b) => b - a)).toEqual(days);
  });

  it('limits to one type and pages with offset', async () => {
    const first = await requestJson<SearchResult>(
      app,
      '/api/v2/search?q=e&type=accounts&limit=2',
      'Search',
    );
    const second = await requestJson<SearchResult>(
      app,
      '/api/v2/search?q=e&type=accounts&limit=2&offset=2',
      'Search',
    );
    expect(first.body.statuses).toEqual([]);
    expect(first.body.accounts).toHaveLength(2);
    expect(second.body.accounts[0]?.id).not.toBe(first.body.accounts[0]?.id);
  });

  it('resolves a pasted status URL to that status', async () => {
    const timeline = await requestJson<SearchResult['statuses']>(
      app,
      '/api/v1/timelines/public?limit=1',
      'Status[]',
    );
    const status = timeline.body[0];
    if (!status) throw new Error('no status');
    const res = await requestJson<SearchResult>(
      app,
      `/api/v2/search?q=${encodeURIComponent(status.url)}&resolve=true`,
      'Search',
    );
    expect(res.body.statuses.map((s) => s.id)).toEqual([status.id]);
  });

  it('keeps to followed accounts with following=true', async () => {
    const all = await requestJson<SearchResult>(
      app,
      '/api/v2/search?q=a&type=accounts&limit=40',
      'Search',
      { token: TOKENS.june },
    );
    const followed = await requestJson<SearchResult>(
      app,
      '/api/v2/search?q=a&type=accounts&limit=40&following=true',
      'Search',
      {
        token: TOKENS.june,
      },
    );
    expect(followed.body.accounts.length).toBeLessThan(all.body.accounts.length);
  });

  it('refuses visitors of a private instance', async () => {
    const closed = await makeApp({ privateMode: true });
    const res = await requestJson(closed, '/api/v2/search?q=garden', 'Search');
    expect(res.status).toBe(403);
    await closed.close();
  });
});
