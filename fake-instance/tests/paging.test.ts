import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { linkHeader, paginate } from '../paging.js';
import {
  linkOf,
  makeApp,
  parseLink,
  pathOf,
  requestJson,
  TOKENS,
  type WireStatus,
} from './helpers.js';

const items = Array.from({ length: 10 }, (_, i) => ({ id: `id${String(9 - i).padStart(2, '0')}` })); // id09 .. id00, newest first

describe('paginate (pure)', () => {
  it('max_id is an exclusive upper bound, newest first', () => {
    expect(paginate(items, { max_id: 'id05', limit: 3 }).map((i) => i.id)).toEqual([
      'id04',
      'id03',
      'id02',
    ]);
  });
  it('since_id is an exclusive lower bound, taking the newest items', () => {
    expect(paginate(items, { since_id: 'id05', limit: 2 }).map((i) => i.id)).toEqual([
      'id09',
      'id08',
    ]);
  });
  it('min_id returns the items immediately after it, still newest first', () => {
    expect(paginate(items, { min_id: 'id05', limit: 2 }).map((i) => i.id)).toEqual([
      'id07',
      'id06',
    ]);
  });
  it('combines max_id and min_id as a window', () => {
    expect(paginate(items, { min_id: 'id02', max_id: 'id06', limit: 10 }).map((i) => i.id)).toEqual(
      ['id05', 'id04', 'id03'],
    );
  });
  it('defaults to 20 and caps the limit at 40', () => {
    const many = Array.from({ length: 100 }, (_, i) => ({ id: String(1000 - i) }));
    expect(paginate(many, {})).toHaveLength(20);
    expect(paginate(many, { limit: '500' })).toHaveLength(40);
    expect(paginate(many, { limit: 'nonsense' })).toHaveLength(20);
  });
  it('builds next and prev links keeping other parameters, none for an empty page', () => {
    const link = linkHeader(
      'http://x.test',
      '/api/v1/timelines/public',
      { local: 'true', limit: '2', max_id: 'old' },
      [{ id: 'b' }, { id: 'a' }],
    );
    expect(link).toBe(
      '<http://x.test/api/v1/timelines/public?local=true&limit=2&max_id=a>; rel="next", <http://x.test/api/v1/timelines/public?local=true&limit=2&min_id=b>; rel="prev"',
    );
    expect(linkHeader('http://x.test', '/p', {}, [])).toBeUndefined();
  });
});

describe('paging over the seeded timelines', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await makeApp();
  });
  afterAll(async () => {
    await app.close();
  });

  async function walk(start: string, token?: string): Promise<WireStatus[]> {
    const seen: WireStatus[] = [];
    let url: string | undefined = start;
    while (url) {
      const page: Awaited<ReturnType<typeof requestJson<WireStatus[]>>> = await requestJson<
        WireStatus[]
      >(app, url, 'Status[]', { token });
      expect(page.status).toBe(200);
      if (page.body.length === 0) {
        expect(linkOf(page.headers)).toBeUndefined();
        break;
      }
      seen.push(...page.body);
      const next = parseLink(linkOf(page.headers)).next;
      url = next ? pathOf(next) : undefined;
    }
    return seen;
  }

  it('following next to the end of the federated timeline yields every status once, newest first', async () => {
    const all = await walk('/api/v1/timelines/public?limit=40');
    const ids = all.map((s) => s.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort().reverse()).toEqual(ids);
    expect(all.length).toBeGreaterThan(150);
  });

  it('walking with small pages gives the same list as big pages', async () => {
    const big = (await walk('/api/v1/timelines/public?local=true&limit=40')).map((s) => s.id);
    const small = (await walk('/api/v1/timelines/public?local=true&limit=7')).map((s) => s.id);
    expect(small).toEqual(big);
  });

  it('keeps the other query parameters in Link and gives absolute URLs', async () => {
    const page = await requestJson<WireStatus[]>(
      app,
      '/api/v1/timelines/public?local=true&only_media=true&limit=5',
      'Status[]',
    );
    const links = parseLink(linkOf(page.headers));
    expect(links.next).toMatch(/^http:\/\/127\.0\.0\.1:8787\/api\/v1\/timelines\/public\?/);
    const next = new URL(links.next ?? '');
    const prev = new URL(links.prev ?? '');
    expect(next.searchParams.get('local')).toBe('true');
    expect(next.searchParams.get('only_media')).toBe('true');
    expect(next.searchParams.get('limit')).toBe('5');
    expect(next.searchParams.get('max_id')).toBe(page.body[page.body.length - 1]?.id);
    expect(prev.searchParams.get('min_id')).toBe(page.body[0]?.id);
  });

  it('defaults to 20 statuses and accepts at most 40', async () => {
    expect(
      (await requestJson<WireStatus[]>(app, '/api/v1/timelines/public', 'Status[]')).body,
    ).toHaveLength(20);
    expect(
      (await requestJson<WireStatus[]>(app, '/api/v1/timelines/public?limit=100', 'Status[]')).body,
    ).toHaveLength(40);
  });

  it('min_id returns the statuses just after it; since_id the newest ones above it', async () => {
    const all = (
      await requestJson<WireStatus[]>(app, '/api/v1/timelines/public?limit=40', 'Status[]')
    ).body.map((s) => s.id);
    const anchor = all[30] ?? '';
    const byMin = (
      await requestJson<WireStatus[]>(
        app,
        `/api/v1/timelines/public?limit=5&min_id=${anchor}`,
        'Status[]',
      )
    ).body.map((s) => s.id);
    expect(byMin).toEqual(all.slice(25, 30));
    const bySince = (
      await requestJson<WireStatus[]>(
        app,
        `/api/v1/timelines/public?limit=5&since_id=${anchor}`,
        'Status[]',
      )
    ).body.map((s) => s.id);
    expect(bySince).toEqual(all.slice(0, 5));
  });

  it('following prev from an old page walks back up without gaps', async () => {
    const all = (
      await requestJson<WireStatus[]>(app, '/api/v1/timelines/home?limit=40', 'Status[]', {
        token: TOKENS.june,
      })
    ).body.map((s) => s.id);
    let url: string | undefined = `/api/v1/timelines/home?limit=6&max_id=${all[24]}`;
    const collected: string[] = [];
    const first = await requestJson<WireStatus[]>(app, url, 'Status[]', { token: TOKENS.june });
    collected.unshift(...first.body.map((s) => s.id));
    url = parseLink(linkOf(first.headers)).prev;
    while (url) {
      const page: Awaited<ReturnType<typeof requestJson<WireStatus[]>>> = await requestJson<
        WireStatus[]
      >(app, pathOf(url), 'Status[]', { token: TOKENS.june });
      if (page.body.length === 0) break;
      collected.unshift(...page.body.map((s) => s.id));
      url = parseLink(linkOf(page.headers)).prev;
    }
    expect(collected).toEqual(all.slice(0, collected.length));
    expect(collected.length).toBe(25 + first.body.length);
  });

  it('answers an empty page without a Link header past the end', async () => {
    const page = await requestJson<WireStatus[]>(
      app,
      '/api/v1/timelines/public?max_id=000000000000000000',
      'Status[]',
    );
    expect(page.body).toEqual([]);
    expect(linkOf(page.headers)).toBeUndefined();
  });
});
