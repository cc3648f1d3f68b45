import { describe, expect, it } from 'vitest';
import { readAccountSettings, saveAccountOption } from './accountSettings';
import { createApiClient } from './http';
import { createFakeFetch, jsonResponse } from './testing/fakeFetch';

/** Mastodon 4.1+'s one flag for hiding both lists: how it is read back and sent. */
describe('hide_collections', () => {
  const account = { id: '1', acct: 'bob', username: 'bob', source: {} };

  it('is read from the source or from the account, and is off when absent or null', () => {
    const read = (wire: object) => readAccountSettings(wire).options.hideCollections;
    expect(read({ ...account, hide_collections: true })).toBe(true);
    expect(read({ ...account, source: { hide_collections: true }, hide_collections: false })).toBe(
      true,
    );
    expect(read({ ...account, hide_collections: null })).toBe(false);
    expect(read(account)).toBe(false);
  });

  it('is sent to update_credentials as a JSON boolean', async () => {
    const fake = createFakeFetch(jsonResponse({ ...account, hide_collections: true }));
    const client = createApiClient({
      baseUrl: 'https://mastodon.example',
      getToken: () => 'tok',
      fetchImpl: fake.fetch,
    });
    await saveAccountOption(client, 'hideCollections', true);
    const request = fake.requests[0];
    expect(request?.method).toBe('PATCH');
    expect(new URL(request!.url).pathname).toBe('/api/v1/accounts/update_credentials');
    expect(JSON.parse(String(request?.body))).toEqual({ hide_collections: true });
  });
});
