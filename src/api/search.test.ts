import { describe, expect, it } from 'vitest';
import { createApiClient } from './http';
import { normaliseHashtag, search } from './search';

describe('normaliseHashtag', () => {
  it('reads history as numbers, newest first, and accepts bare strings', () => {
    expect(
      normaliseHashtag({
        name: 'birds',
        url: 'https://x.example/tags/birds',
        history: [
          { day: '1700000000', uses: '2', accounts: '1' },
          { day: '1700086400', uses: '5', accounts: '3' },
        ],
      }),
    ).toEqual({
      name: 'birds',
      url: 'https://x.example/tags/birds',
      history: [
        { day: 1700086400, uses: 5, accounts: 3 },
        { day: 1700000000, uses: 2, accounts: 1 },
      ],
    });
    expect(normaliseHashtag('tides')).toEqual({ name: 'tides', url: '', history: [] });
    expect(normaliseHashtag({ url: 'x' })).toBeNull();
  });
});

describe('search', () => {
  it('sends the parameters and hides deleted statuses', async () => {
    let asked = '';
    const fetchImpl = (async (input: RequestInfo | URL) => {
      asked = String(input);
      return new Response(
        JSON.stringify({
          accounts: [{ id: '1', acct: 'a' }],
          statuses: [
            { id: '2', account: { id: '1', acct: 'a' }, content: 'hi' },
            { id: '3', account: { id: '1', acct: 'a' }, content: '', deleted: true },
          ],
          hashtags: ['x', { name: 'y' }, 7],
        }),
        { headers: { 'content-type': 'application/json' } },
      );
    }) as typeof fetch;
    const client = createApiClient({ baseUrl: 'https://p.example', fetchImpl });
    const results = await search(client, { q: 'hello world', resolve: true, limit: 20 });
    expect(asked).toBe('https://p.example/api/v2/search?q=hello+world&resolve=true&limit=20');
    expect(results.accounts).toHaveLength(1);
    expect(results.hashtags.map((h) => h.name)).toEqual(['x', 'y']);
    expect(results.statuses.map((s) => s.id)).toEqual(['2']);
  });
});
