import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeApp, requestJson, TOKENS } from './helpers.js';

interface Account {
  id: string;
  acct: string;
  bot: boolean;
}

describe('suggestions', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await makeApp();
  });
  afterAll(async () => {
    await app.close();
  });

  it('needs a token', async () => {
    const res = await requestJson(app, '/api/v1/suggestions', 'Account[]');
    expect(res.status).toBe(403);
  });

  it('suggests active people the viewer does not follow, never the viewer or bots', async () => {
    const me = await requestJson<Account>(
      app,
      '/api/v1/accounts/verify_credentials',
      'CredentialAccount',
      { token: TOKENS.june },
    );
    const res = await requestJson<Account[]>(app, '/api/v1/suggestions?limit=5', 'Account[]', {
      token: TOKENS.june,
    });
    expect(res.status).toBe(200);
    expect(res.body.length).toBeGreaterThanOrEqual(3);
    expect(res.body.length).toBeLessThanOrEqual(5);
    expect(res.body.map((a) => a.id)).not.toContain(me.body.id);
    expect(res.body.some((a) => a.bot)).toBe(false);
    const v2 = await requestJson<{ source: string; account: Account }[]>(
      app,
      '/api/v2/suggestions?limit=3',
      'Suggestion[]',
      {
        token: TOKENS.june,
      },
    );
    expect(v2.body.map((s) => s.account.id)).toEqual(res.body.slice(0, 3).map((a) => a.id));
  });
});
