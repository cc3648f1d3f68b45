import { describe, expect, it } from 'vitest';
import { readCapture } from './contract/fixtures';
import { createApiClient } from './http';
import { fetchProfileByIdOrName, fetchProfileByName } from './relationships';
import { createFakeFetch, jsonResponse, type Reply } from './testing/fakeFetch';

const bob = readCapture('gotosocial/account-get.json').body;
const notFound = () => jsonResponse({ error: 'Not Found' }, { status: 404 });

function clientWith(...replies: Reply[]) {
  const fake = createFakeFetch(...replies);
  const client = createApiClient({
    baseUrl: 'https://gts.example',
    getToken: () => 'tok',
    fetchImpl: fake.fetch,
  });
  return {
    client,
    paths: () => fake.requests.map((r) => new URL(r.url).pathname + new URL(r.url).search),
  };
}

describe('fetchProfileByName', () => {
  it('resolves a name through /accounts/lookup where the server has it (GoToSocial, Mastodon)', async () => {
    const { client, paths } = clientWith(jsonResponse(bob));
    const user = await fetchProfileByName(client, 'bob', { lookup: true });
    expect(user.screen_name).toBe((bob as { acct: string }).acct);
    expect(paths()).toEqual(['/api/v1/accounts/lookup?acct=bob']);
  });

  it('falls back to the by-name form when lookup is missing', async () => {
    const { client, paths } = clientWith(notFound(), jsonResponse(bob));
    await fetchProfileByName(client, 'bob', { lookup: true });
    expect(paths()).toEqual([
      '/api/v1/accounts/lookup?acct=bob',
      '/api/v1/accounts/bob?with_relationships=true',
    ]);
  });

  it('a name neither form knows stays a 404', async () => {
    const { client } = clientWith(notFound(), notFound());
    await expect(fetchProfileByName(client, 'nobody', { lookup: true })).rejects.toMatchObject({
      status: 404,
    });
  });

  it('the Pleroma family takes the name in place of the id, with the relationship', async () => {
    const { client, paths } = clientWith(jsonResponse(bob));
    await fetchProfileByName(client, 'bob', { lookup: false });
    expect(paths()).toEqual(['/api/v1/accounts/bob?with_relationships=true']);
  });
});

describe('fetchProfileByIdOrName', () => {
  it('an id first; a name there (404 on id-only servers) resolves through lookup', async () => {
    const { client, paths } = clientWith(notFound(), jsonResponse(bob));
    await fetchProfileByIdOrName(client, 'bob', { lookup: true });
    expect(paths()).toEqual([
      '/api/v1/accounts/bob?with_relationships=true',
      '/api/v1/accounts/lookup?acct=bob',
    ]);
  });

  it('an id found is not looked up; without lookup a 404 stays a 404', async () => {
    const found = clientWith(jsonResponse(bob));
    await fetchProfileByIdOrName(found.client, '01F8MH1H7YV1Z7D2C8K2730QBF', { lookup: true });
    expect(found.paths()).toHaveLength(1);
    const { client, paths } = clientWith(notFound());
    await expect(fetchProfileByIdOrName(client, 'bob', { lookup: false })).rejects.toMatchObject({
      status: 404,
    });
    expect(paths()).toHaveLength(1);
  });

  it('a value judged a name asks lookup first; an id there falls back to the id form', async () => {
    const named = clientWith(jsonResponse(bob));
    await fetchProfileByIdOrName(named.client, 'bob', { lookup: true, nameFirst: true });
    expect(named.paths()).toEqual(['/api/v1/accounts/lookup?acct=bob']);
    const { client, paths } = clientWith(notFound(), jsonResponse(bob));
    await fetchProfileByIdOrName(client, 'AbC123', { lookup: true, nameFirst: true });
    expect(paths()).toEqual([
      '/api/v1/accounts/lookup?acct=AbC123',
      '/api/v1/accounts/AbC123?with_relationships=true',
    ]);
  });
});
