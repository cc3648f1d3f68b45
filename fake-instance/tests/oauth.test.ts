import type { FastifyInstance } from 'fastify';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEEDED_RECOVERY_CODES } from '../access/secondFactor.js';
import { expectMatchesSchema } from '../contract/schema.js';
import { makeApp, requestJson } from './helpers.js';

const REDIRECT = 'http://127.0.0.1:8787/oauth-callback';

let app: FastifyInstance;
let client: { client_id: string; client_secret: string };

beforeAll(async () => {
  app = await makeApp({ control: true });
  const created = await requestJson<typeof client>(app, '/api/v1/apps', 'CredentialApplication', {
    method: 'POST',
    payload: {
      client_name: 'Petrel',
      redirect_uris: REDIRECT,
      scopes: 'read write follow push admin',
    },
  });
  expect(created.status).toBe(200);
  client = created.body;
});
afterAll(() => app.close());

const token = (payload: Record<string, unknown>, schema = 'Token') =>
  requestJson<Record<string, string>>(app, '/oauth/token', schema, {
    method: 'POST',
    payload: { ...client, ...payload },
  });

describe('apps', () => {
  it('needs a name and a redirect URI', async () => {
    const res = await requestJson(app, '/api/v1/apps', 'CredentialApplication', {
      method: 'POST',
      payload: { client_name: 'x' },
    });
    expect(res.status).toBe(422);
  });
});

describe('password grant', () => {
  it('gives a token that verify_credentials accepts', async () => {
    const res = await token({
      grant_type: 'password',
      username: 'juniper',
      password: 'petrel-juniper',
    });
    expect(res.status).toBe(200);
    const me = await requestJson<{ acct: string }>(
      app,
      '/api/v1/accounts/verify_credentials',
      'CredentialAccount',
      { token: res.body.access_token },
    );
    expect(me.body.acct).toBe('juniper');
  });

  it('refuses a wrong password as Akkoma does', async () => {
    const res = await token({ grant_type: 'password', username: 'juniper', password: 'nope' });
    expect(res).toMatchObject({ status: 400, body: { error: 'Invalid credentials' } });
  });

  it('refuses unknown clients', async () => {
    const res = await requestJson(app, '/oauth/token', 'Token', {
      method: 'POST',
      payload: { grant_type: 'password', client_id: 'x', client_secret: 'y' },
    });
    expect(res.status).toBe(401);
  });

  it('refuses deactivated accounts', async () => {
    const res = await token({
      grant_type: 'password',
      username: 'felix',
      password: 'petrel-felix',
    });
    expect(res.status).toBe(403);
  });

  it('asks for a password reset when one is required', async () => {
    await app.inject({
      method: 'POST',
      url: '/__control/password-reset-required',
      payload: { nickname: 'rosa' },
    });
    const res = await token({ grant_type: 'password', username: 'rosa', password: 'petrel-rosa' });
    expect(res).toMatchObject({ status: 403, body: { identifier: 'password_reset_required' } });
  });
});

describe('two-factor', () => {
  async function challenge() {
    const res = await app.inject({
      method: 'POST',
      url: '/oauth/token',
      payload: {
        ...client,
        grant_type: 'password',
        username: 'quentin',
        password: 'petrel-quentin',
      },
    });
    expect(res.statusCode).toBe(403);
    const body: unknown = res.json();
    expectMatchesSchema(body, 'PleromaMfaRequired');
    return (body as { mfa_token: string }).mfa_token;
  }
  const answer = (payload: Record<string, unknown>) =>
    requestJson<Record<string, string>>(app, '/oauth/mfa/challenge', 'Token', {
      method: 'POST',
      payload: { ...client, ...payload },
    });

  it('accepts the current TOTP code of the seeded secret', async () => {
    const mfa_token = await challenge();
    const code = new TOTP({ secret: Secret.fromBase32('PETRELDEMOTOTPQUENTIN234') }).generate();
    const res = await answer({ mfa_token, code, challenge_type: 'totp' });
    expect(res.status).toBe(200);
    expect(res.body.access_token).toBeTruthy();
  });

  it('refuses a wrong code and keeps the challenge open', async () => {
    const mfa_token = await challenge();
    const wrong = await answer({ mfa_token, code: '000000', challenge_type: 'totp' });
    expect(wrong).toMatchObject({ status: 400, body: { error: 'Invalid code' } });
    const recovery = await answer({
      mfa_token,
      code: SEEDED_RECOVERY_CODES[0],
      challenge_type: 'recovery',
    });
    expect(recovery.status).toBe(200);
  });

  it('takes each recovery code once', async () => {
    const again = await answer({
      mfa_token: await challenge(),
      code: SEEDED_RECOVERY_CODES[0],
      challenge_type: 'recovery',
    });
    expect(again.status).toBe(400);
  });
});

describe('authorization code', () => {
  it('shows a sign-in page, then redirects back with a code the app can exchange once', async () => {
    const query = new URLSearchParams({
      response_type: 'code',
      client_id: client.client_id,
      redirect_uri: REDIRECT,
      scope: 'read write',
    });
    const pageRes = await app.inject({ url: `/oauth/authorize?${query}` });
    expect(pageRes.statusCode).toBe(200);
    expect(pageRes.body).toContain('name="password"');

    const wrong = await app.inject({
      method: 'POST',
      url: '/oauth/authorize',
      payload: {
        client_id: client.client_id,
        redirect_uri: REDIRECT,
        username: 'juniper',
        password: 'x',
      },
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.body).toContain('Invalid credentials');

    const ok = await app.inject({
      method: 'POST',
      url: '/oauth/authorize',
      payload: {
        client_id: client.client_id,
        redirect_uri: REDIRECT,
        scope: 'read write',
        username: 'juniper',
        password: 'petrel-juniper',
      },
    });
    expect(ok.statusCode).toBe(302);
    const code = new URL(String(ok.headers.location)).searchParams.get('code');
    const first = await token({ grant_type: 'authorization_code', code, redirect_uri: REDIRECT });
    expect(first.status).toBe(200);
    expect(first.body.scope).toBe('read write');
    const second = await token({ grant_type: 'authorization_code', code, redirect_uri: REDIRECT });
    expect(second.status).toBe(400);
  });

  it('rejects an unregistered redirect URI', async () => {
    const res = await app.inject({
      url: `/oauth/authorize?client_id=${client.client_id}&redirect_uri=http://evil.example/`,
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('client credentials and revocation', () => {
  it('issues an app token', async () => {
    const res = await token({ grant_type: 'client_credentials' });
    expect(res.status).toBe(200);
  });

  it('revokes a user token', async () => {
    const got = await token({
      grant_type: 'password',
      username: 'amara',
      password: 'petrel-amara',
    });
    const revoked = await app.inject({
      method: 'POST',
      url: '/oauth/revoke',
      payload: { ...client, token: got.body.access_token },
    });
    expect(revoked.statusCode).toBe(200);
    const me = await requestJson(app, '/api/v1/accounts/verify_credentials', 'CredentialAccount', {
      token: got.body.access_token,
    });
    expect(me.status).toBe(403);
  });
});
