import { describe, expect, it } from 'vitest';
import { ApiError } from './errors';
import { createApiClient } from './http';
import { fetchContext, fetchStatus } from './statuses';
import { createFakeFetch, jsonResponse } from './testing/fakeFetch';

const account = { id: 'u', acct: 'a' };

describe('statuses calls', () => {
  it('fetches one status', async () => {
    const fake = createFakeFetch(jsonResponse({ id: 'AbC', account, content: '<p>x</p>' }));
    const client = createApiClient({ baseUrl: 'https://x.example', fetchImpl: fake.fetch });
    const status = await fetchStatus(client, 'AbC');
    expect(status.text).toBe('x');
    expect(fake.requests[0]?.url).toBe('https://x.example/api/v1/statuses/AbC');
  });

  it('rejects a 200 reply that is not a status', async () => {
    const fake = createFakeFetch(jsonResponse({}));
    const client = createApiClient({ baseUrl: 'https://x.example', fetchImpl: fake.fetch });
    await expect(fetchStatus(client, '1')).rejects.toBeInstanceOf(ApiError);
  });

  it('passes a 404 through as not-found', async () => {
    const fake = createFakeFetch(jsonResponse({ error: 'Record not found' }, { status: 404 }));
    const client = createApiClient({ baseUrl: 'https://x.example', fetchImpl: fake.fetch });
    await expect(fetchStatus(client, '1')).rejects.toMatchObject({
      kind: 'not-found',
      serverMessage: 'Record not found',
    });
  });

  it('fetches a context', async () => {
    const fake = createFakeFetch(
      jsonResponse({
        ancestors: [{ id: '1', account }],
        descendants: [{ id: '3', account }, 'junk'],
      }),
    );
    const client = createApiClient({ baseUrl: 'https://x.example', fetchImpl: fake.fetch });
    const context = await fetchContext(client, '2');
    expect(context.ancestors.map((status) => status.id)).toEqual(['1']);
    expect(context.descendants.map((status) => status.id)).toEqual(['3']);
    expect(fake.requests[0]?.url).toBe('https://x.example/api/v1/statuses/2/context');
  });

  it('reads a context reply without lists as empty', async () => {
    const fake = createFakeFetch(jsonResponse({}));
    const client = createApiClient({ baseUrl: 'https://x.example', fetchImpl: fake.fetch });
    await expect(fetchContext(client, '2')).resolves.toEqual({ ancestors: [], descendants: [] });
  });
});
