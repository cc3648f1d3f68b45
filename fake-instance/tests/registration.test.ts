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

describe('registration as GoToSocial', () => {
  async function startGotosocial() {
    app = await makeApp({ software: 'gotosocial' });
    const created = (
      await app.inject({
        method: 'POST',
        url: '/api/v1/apps',
        payload: { client_name: 'Petrel', redirect_uris: 'urn:ietf:wg:oauth:2.0:oob' },
      })
    ).json<{ client_id: string; client_secret: string }>();
    const { client_id, client_secret } = created;
    const token = (grant: Record<string, string>) =>
      app.inject({
        method: 'POST',
        url: '/oauth/token',
        payload: { client_id, client_secret, ...grant },
      });
    // GoToSocial wants redirect_uri in every token request, client credentials too.
    expect((await token({ grant_type: 'client_credentials' })).statusCode).toBe(400);
    const answer = await token({
      grant_type: 'client_credentials',
      redirect_uri: 'urn:ietf:wg:oauth:2.0:oob',
    });
    return answer.json<{ access_token: string }>().access_token;
  }
  const gtsPerson = {
    username: 'heron',
    email: 'heron@mail.example',
    password: 'a long walk by the estuary',
    agreement: true,
    locale: 'en',
    reason: 'I write about the birds of the estuary and want to follow local people.',
  };

  it('approves by hand and asks a reason, as its instance says', async () => {
    await startGotosocial();
    const v1 = (await app.inject({ url: '/api/v1/instance' })).json<Record<string, unknown>>();
    const v2 = (await app.inject({ url: '/api/v2/instance' })).json<{
      registrations: Record<string, unknown>;
    }>();
    expect(v1['approval_required']).toBe(true);
    expect(v2.registrations).toMatchObject({ approval_required: true, reason_required: true });
  });

  it('refuses in its words: the first check that fails', async () => {
    const token = await startGotosocial();
    const noEmail = await register(token, { ...gtsPerson, email: '' });
    expect(noEmail.status).toBe(400);
    expect(noEmail.body).toEqual({ error: 'Bad Request: no email provided' });
    const shortReason = await register(token, { ...gtsPerson, reason: 'birds' });
    expect(shortReason.body['error']).toMatch(/reason should be at least 40 chars/);
  });

  it('has no reset mail: /auth/password is 404', async () => {
    await startGotosocial();
    const res = await app.inject({ method: 'POST', url: '/auth/password?email=a@b.example' });
    expect(res.statusCode).toBe(404);
  });

  it('answers a bare token; the account signs in only after confirmation and approval', async () => {
    const token = await startGotosocial();
    const res = await register(token, { ...gtsPerson, fullname: 'Heron', bio: 'Birds' });
    expect(res.status).toBe(200);
    expect(res.body['access_token']).toBeTruthy();
    expect(res.body).not.toHaveProperty('me');
    const made = (await app.inject({ url: '/api/v1/accounts/lookup?acct=heron' })).json<{
      display_name: string;
      note: string;
    }>();
    expect(made).toMatchObject({ display_name: 'heron', note: '' });
  });
});
