import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import type { InstanceConfig } from '../config.js';
import { makeApp, requestJson } from './helpers.js';

let app: FastifyInstance;
afterEach(() => app?.close());

async function start(overrides: Partial<InstanceConfig>) {
  app = await makeApp(overrides);
  const created = (
    await app.inject({
      method: 'POST',
      url: '/api/v1/apps',
      payload: {
        client_name: 'Petrel',
        redirect_uris: 'urn:ietf:wg:oauth:2.0:oob',
        scopes: 'read write',
      },
    })
  ).json<{ client_id: string; client_secret: string }>();
  const appToken = await requestJson<{ access_token: string }>(app, '/oauth/token', 'Token', {
    method: 'POST',
    payload: { ...created, grant_type: 'client_credentials' },
  });
  return appToken.body.access_token;
}

const person = {
  nickname: 'newbie',
  username: 'newbie',
  fullname: 'New Bie',
  password: 'a long password',
  confirm: 'a long password',
  agreement: true,
};

function register(token: string, payload: Record<string, unknown>, schema = 'Token') {
  return requestJson<Record<string, string>>(app, '/api/v1/accounts', schema, {
    method: 'POST',
    token,
    payload,
  });
}

describe('registration', () => {
  it('signs the new account in on an open instance', async () => {
    const token = await start({});
    const res = await register(token, person);
    expect(res.status).toBe(200);
    expect(res.body.me).toMatch(/\/users\/newbie$/);
    const me = await requestJson<{ acct: string }>(
      app,
      '/api/v1/accounts/verify_credentials',
      'CredentialAccount',
      { token: res.body.access_token },
    );
    expect(me.body.acct).toBe('newbie');
  });

  it('needs an app token', async () => {
    await start({});
    const res = await register('nope', person);
    expect(res.status).toBe(403);
  });

  it('reports field errors as a JSON string, a taken name under ap_id', async () => {
    const token = await start({});
    const res = await register(token, { ...person, nickname: 'juniper', confirm: 'other' });
    expect(res.status).toBe(400);
    expect(JSON.parse(res.body.error ?? '')).toEqual({
      ap_id: ['has already been taken'],
      password_confirmation: ['does not match password'],
    });
  });

  it('holds accounts for approval, with a reason', async () => {
    const token = await start({ registrations: 'approval' });
    const noReason = await register(token, person);
    expect(JSON.parse(noReason.body.error ?? '')).toHaveProperty('registration_reason');
    const res = await register(
      token,
      { ...person, reason: 'I grow beans' },
      'PleromaRegistrationPending',
    );
    expect(res.body.identifier).toBe('awaiting_approval');
  });

  it('asks for email confirmation when the instance mails', async () => {
    const token = await start({ mailer: true });
    const noEmail = await register(token, person);
    expect(JSON.parse(noEmail.body.error ?? '')).toHaveProperty('email');
    const res = await register(
      token,
      { ...person, email: 'new@bie.example' },
      'PleromaRegistrationPending',
    );
    expect(res.body.identifier).toBe('missing_confirmed_email');
  });

  it('is closed except with an invite', async () => {
    const token = await start({ registrations: 'closed' });
    expect((await register(token, person)).status).toBe(403);
    expect((await register(token, { ...person, token: 'petrel-invite-demo' })).status).toBe(200);
  });
});

describe('captcha', () => {
  it('says none when off', async () => {
    await start({});
    const res = await requestJson(app, '/api/v1/pleroma/captcha', 'PleromaCaptcha');
    expect(res.body).toEqual({ type: 'none' });
  });

  it('checks the answer, and each captcha works once', async () => {
    const token = await start({ captcha: 'native' });
    const cap = await requestJson<{ token: string; url: string; answer_data: string }>(
      app,
      '/api/v1/pleroma/captcha',
      'PleromaCaptcha',
    );
    const svg = Buffer.from(cap.body.url.split(',')[1] ?? '', 'base64').toString();
    const answer = [...svg.matchAll(/<text[^>]*>(.)<\/text>/g)].map((m) => m[1]).join('');
    expect(answer).toHaveLength(5);
    const fields = { captcha_token: cap.body.token, captcha_answer_data: cap.body.answer_data };
    const wrong = await register(token, { ...person, ...fields, captcha_solution: 'zzzzz' });
    expect(JSON.parse(wrong.body.error ?? '')).toEqual({ captcha: ['Invalid CAPTCHA'] });
    const reused = await register(token, { ...person, ...fields, captcha_solution: answer });
    expect(JSON.parse(reused.body.error ?? '')).toEqual({ captcha: ['CAPTCHA already used'] });

    const fresh = await requestJson<{ token: string; url: string; answer_data: string }>(
      app,
      '/api/v1/pleroma/captcha',
      'PleromaCaptcha',
    );
    const freshSvg = Buffer.from(fresh.body.url.split(',')[1] ?? '', 'base64').toString();
    const freshAnswer = [...freshSvg.matchAll(/<text[^>]*>(.)<\/text>/g)].map((m) => m[1]).join('');
    const ok = await register(token, {
      ...person,
      captcha_token: fresh.body.token,
      captcha_answer_data: fresh.body.answer_data,
      captcha_solution: freshAnswer.toUpperCase(),
    });
    expect(ok.status).toBe(200);
  });
});

describe('password reset mail', () => {
  it('answers 204 for any address, then 429 past the limit', async () => {
    await start({ mailer: true });
    const send = () =>
      app.inject({ method: 'POST', url: '/auth/password?email=juniper%40petrel.example' });
    for (let i = 0; i < 5; i++) expect((await send()).statusCode).toBe(204);
    const throttled = await requestJson(
      app,
      '/auth/password?email=juniper%40petrel.example',
      'Error',
      {
        method: 'POST',
      },
    );
    expect(throttled).toMatchObject({ status: 429, body: { error: 'Throttled' } });
    const other = await app.inject({ method: 'POST', url: '/auth/password?email=who%40x.example' });
    expect(other.statusCode).toBe(204);
  });
});
