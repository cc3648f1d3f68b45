import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeApp, requestJson, TOKENS } from './helpers.js';

/**
 * What Akkoma accepts and the fake used to refuse (issue 24, item 33): forms sent as
 * multipart/form-data, API paths with a trailing slash, and the list of known peers.
 */

const REDIRECT = 'http://127.0.0.1:8787/oauth-callback';

/** A multipart/form-data body of text fields only, as a browser's FormData sends it. */
function multipartForm(fields: Record<string, string>) {
  const boundary = '----petrel-form-boundary';
  const parts = Object.entries(fields).map(
    ([name, value]) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  return {
    payload: `${parts.join('')}--${boundary}--\r\n`,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

let app: FastifyInstance;
beforeAll(async () => {
  app = await makeApp();
});
afterAll(() => app.close());

describe('multipart/form-data forms', () => {
  it('registers an app and signs in with the password grant, both sent as multipart', async () => {
    const created = await app.inject({
      method: 'POST',
      url: '/api/v1/apps',
      ...multipartForm({
        client_name: 'Akkoma-FE',
        redirect_uris: REDIRECT,
        scopes: 'read write follow push',
      }),
    });
    expect(created.statusCode).toBe(200);
    const client = created.json<{ client_id: string; client_secret: string; name: string }>();
    expect(client.name).toBe('Akkoma-FE');

    const token = await app.inject({
      method: 'POST',
      url: '/oauth/token',
      ...multipartForm({
        client_id: client.client_id,
        client_secret: client.client_secret,
        grant_type: 'password',
        username: 'juniper',
        password: 'petrel-juniper',
      }),
    });
    expect(token.statusCode).toBe(200);
    const { access_token } = token.json<{ access_token: string }>();
    const me = await requestJson<{ acct: string }>(
      app,
      '/api/v1/accounts/verify_credentials',
      'CredentialAccount',
      { token: access_token },
    );
    expect(me.body.acct).toBe('juniper');
  });

  it('a multipart app without a redirect URI is still a 422', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/apps',
      ...multipartForm({ client_name: 'x' }),
    });
    expect(res.statusCode).toBe(422);
  });
});

describe('trailing slashes on API paths', () => {
  it('answers /api/v1/mutes/ and /api/v1/blocks/ as without the slash', async () => {
    const quentin = await requestJson<{ id: string }>(app, '/api/v1/accounts/quentin', 'Account');
    for (const action of ['mute', 'block'])
      await app.inject({
        method: 'POST',
        url: `/api/v1/accounts/${quentin.body.id}/${action}`,
        headers: { authorization: `Bearer ${TOKENS.wren}` },
      });
    const lengths: number[] = [];
    for (const path of ['/api/v1/mutes', '/api/v1/blocks']) {
      const plain = await requestJson<unknown[]>(app, path, 'Account[]', { token: TOKENS.wren });
      const slashed = await app.inject({
        url: `${path}/`,
        headers: { authorization: `Bearer ${TOKENS.wren}` },
      });
      expect(slashed.statusCode, path).toBe(200);
      expect(slashed.json()).toEqual(plain.body);
      lengths.push(plain.body.length);
    }
    // Not a comparison of two empty lists.
    expect(lengths).toEqual([1, 1]);
  });

  it('answers /api/v1/accounts/relationships/?id= as without the slash', async () => {
    const me = await requestJson<{ id: string }>(
      app,
      '/api/v1/accounts/verify_credentials',
      'CredentialAccount',
      { token: TOKENS.june },
    );
    const other = await requestJson<{ id: string }>(app, '/api/v1/accounts/quentin', 'Account');
    const res = await app.inject({
      url: `/api/v1/accounts/relationships/?id[]=${other.body.id}`,
      headers: { authorization: `Bearer ${TOKENS.june}` },
    });
    expect(res.statusCode).toBe(200);
    const rows = res.json<{ id: string }[]>();
    expect(rows.map((row) => row.id)).toEqual([other.body.id]);
    expect(me.body.id).not.toBe(other.body.id);
  });
});

describe('/api/v1/instance/peers', () => {
  it('lists the domains of the remote accounts the instance knows, once each', async () => {
    const res = await app.inject({ url: '/api/v1/instance/peers' });
    expect(res.statusCode).toBe(200);
    const peers = res.json<string[]>();
    expect(peers).toEqual(expect.arrayContaining(['lichen.example', 'harbour.example']));
    expect(new Set(peers).size).toBe(peers.length);
    expect(peers.every((domain) => typeof domain === 'string' && !domain.includes('@'))).toBe(true);
    expect(peers).not.toContain('127.0.0.1');
  });
});
