import { describe, expect, it } from 'vitest';
import { makeApp, TOKENS } from './helpers.js';

interface Calls {
  calls: { method: string; path: string; idempotencyKey: string | null }[];
}

describe('call log (control API)', () => {
  it('lists the calls that change something, in order, with their idempotency keys', async () => {
    const app = await makeApp({ control: true });
    const auth = { authorization: `Bearer ${TOKENS.june}` };
    const post = (key: string) =>
      app.inject({
        method: 'POST',
        url: '/api/v1/statuses',
        headers: { ...auth, 'idempotency-key': key },
        payload: { status: `logged ${key}` },
      });
    const first = await post('a');
    await app.inject({ method: 'GET', url: '/api/v1/timelines/public' });
    const id = (first.json() as { id: string }).id;
    await app.inject({ method: 'POST', url: `/api/v1/statuses/${id}/favourite`, headers: auth });
    await post('a');
    const all = (await app.inject({ method: 'GET', url: '/__control/calls' })).json() as Calls;
    expect(all.calls).toEqual([
      { method: 'POST', path: '/api/v1/statuses', idempotencyKey: 'a' },
      { method: 'POST', path: `/api/v1/statuses/${id}/favourite`, idempotencyKey: null },
      { method: 'POST', path: '/api/v1/statuses', idempotencyKey: 'a' },
    ]);
    const favourites = (
      await app.inject({ method: 'GET', url: `/__control/calls?path=/api/v1/statuses/${id}` })
    ).json() as Calls;
    expect(favourites.calls).toHaveLength(1);
    await app.inject({ method: 'DELETE', url: '/__control/calls' });
    expect(
      ((await app.inject({ method: 'GET', url: '/__control/calls' })).json() as Calls).calls,
    ).toEqual([]);
    await app.close();
  });
});
