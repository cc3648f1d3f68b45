import { describe, expect, it } from 'vitest';
import { createApiClient } from './http';
import { verifyCredentials } from './accounts';

function clientAnswering(status: number, body: unknown, seen: Request[] = []) {
  const fetchImpl = (async (input: RequestInfo | URL, init?: RequestInit) => {
    seen.push(new Request(input, init));
    return new Response(JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  }) as typeof fetch;
  return createApiClient({ baseUrl: 'https://petrel.example', getToken: () => 'tok', fetchImpl });
}

describe('verifyCredentials', () => {
  it('sends the bearer token and normalises the account', async () => {
    const seen: Request[] = [];
    const user = await verifyCredentials(
      clientAnswering(
        200,
        { id: '9', acct: 'mod', username: 'mod', pleroma: { is_moderator: true } },
        seen,
      ),
    );
    expect(seen[0]?.headers.get('authorization')).toBe('Bearer tok');
    expect(user).toMatchObject({ id: '9', screen_name: 'mod', role: 'moderator', is_local: true });
  });

  it('rejects a 401 as unauthorized and a shapeless 200 as a bad response', async () => {
    await expect(
      verifyCredentials(clientAnswering(401, { error: 'Invalid credentials' })),
    ).rejects.toMatchObject({ kind: 'unauthorized', status: 401 });
    await expect(verifyCredentials(clientAnswering(200, { nope: true }))).rejects.toMatchObject({
      kind: 'bad-response',
    });
  });
});
