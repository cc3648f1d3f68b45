import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeApp, requestJson, TOKENS } from './helpers.js';

interface List {
  id: string;
  title: string;
}
interface Account {
  id: string;
  acct: string;
}

describe('lists', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await makeApp();
  });
  afterAll(async () => {
    await app.close();
  });
  const auth = { authorization: `Bearer ${TOKENS.june}` };

  it('lists the owner’s lists and refuses visitors', async () => {
    const mine = await requestJson<List[]>(app, '/api/v1/lists', 'List[]', { token: TOKENS.june });
    expect(mine.body.map((l) => l.title)).toContain('Garden friends');
    const others = await requestJson<List[]>(app, '/api/v1/lists', 'List[]', {
      token: TOKENS.amara,
    });
    expect(others.body).toEqual([]);
    expect((await requestJson(app, '/api/v1/lists', 'List[]')).status).toBe(403);
  });

  it('creates, fills, renames, empties and deletes a list', async () => {
    const created = await requestJson<List>(app, '/api/v1/lists', 'List', {
      token: TOKENS.june,
      method: 'POST',
      payload: { title: 'Birders' },
    });
    expect(created.status).toBe(200);
    const id = created.body.id;
    const people = await requestJson<Account[]>(
      app,
      '/api/v1/accounts/search?q=a&limit=2',
      'Account[]',
      { token: TOKENS.june },
    );
    const ids = people.body.map((a) => a.id);
    const added = await app.inject({
      method: 'POST',
      url: `/api/v1/lists/${id}/accounts`,
      headers: auth,
      payload: { account_ids: ids },
    });
    expect(added.statusCode).toBe(200);
    const members = await requestJson<Account[]>(app, `/api/v1/lists/${id}/accounts`, 'Account[]', {
      token: TOKENS.june,
    });
    expect(members.body.map((a) => a.id)).toEqual(ids);

    const renamed = await requestJson<List>(app, `/api/v1/lists/${id}`, 'List', {
      token: TOKENS.june,
      method: 'PUT',
      payload: { title: 'Bird people' },
    });
    expect(renamed.body.title).toBe('Bird people');
    const blank = await requestJson(app, `/api/v1/lists/${id}`, 'List', {
      token: TOKENS.june,
      method: 'PUT',
      payload: { title: ' ' },
    });
    expect(blank.status).toBe(422);

    await app.inject({
      method: 'DELETE',
      url: `/api/v1/lists/${id}/accounts`,
      headers: auth,
      payload: { account_ids: [ids[0]] },
    });
    const left = await requestJson<Account[]>(app, `/api/v1/lists/${id}/accounts`, 'Account[]', {
      token: TOKENS.june,
    });
    expect(left.body.map((a) => a.id)).toEqual(ids.slice(1));

    const removed = await app.inject({
      method: 'DELETE',
      url: `/api/v1/lists/${id}`,
      headers: auth,
    });
    expect(removed.statusCode).toBe(200);
    expect(
      (await requestJson(app, `/api/v1/lists/${id}`, 'List', { token: TOKENS.june })).status,
    ).toBe(404);
  });
});
