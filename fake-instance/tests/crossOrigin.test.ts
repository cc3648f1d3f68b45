import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildStaticServer } from '../server.js';
import { makeApp, testConfig } from './helpers.js';

const ORIGIN = 'http://127.0.0.1:9999';

describe('a client on another origin (standalone mode)', () => {
  let main: FastifyInstance;
  let harbour: FastifyInstance;
  beforeAll(async () => {
    main = await makeApp();
    harbour = await makeApp({ seed: 'harbour', title: 'Harbour' });
  });
  afterAll(async () => {
    await main.close();
    await harbour.close();
  });

  it('answers the preflight a bearer token triggers, as Akkoma does', async () => {
    const res = await main.inject({
      method: 'OPTIONS',
      url: '/api/v1/timelines/home',
      headers: {
        origin: ORIGIN,
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'authorization',
      },
    });
    expect(res.statusCode).toBe(204);
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(String(res.headers['access-control-allow-headers']).toLowerCase()).toContain(
      'authorization',
    );
    expect(String(res.headers['access-control-allow-methods'])).toContain('DELETE');
  });

  it('exposes the Link header on pages', async () => {
    const res = await main.inject({ url: '/api/v1/timelines/public', headers: { origin: ORIGIN } });
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(String(res.headers['access-control-expose-headers'])).toContain('Link');
  });

  it('lets an app registered for a foreign redirect URI through the authorize page', async () => {
    const registered = await main.inject({
      method: 'POST',
      url: '/api/v1/apps',
      payload: {
        client_name: 'Petrel',
        redirect_uris: `${ORIGIN}/oauth-callback`,
        scopes: 'read write',
      },
    });
    const app = registered.json<{ client_id: string }>();
    const form = new URLSearchParams({
      client_id: app.client_id,
      redirect_uri: `${ORIGIN}/oauth-callback`,
      scope: 'read write',
      username: 'juniper',
      password: 'petrel-juniper',
    });
    const signedIn = await main.inject({
      method: 'POST',
      url: '/oauth/authorize',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: form.toString(),
    });
    expect(signedIn.statusCode).toBe(302);
    expect(signedIn.headers.location).toMatch(/^http:\/\/127\.0\.0\.1:9999\/oauth-callback\?code=/);
  });

  it('the second instance has people and a home timeline of its own', async () => {
    const me = await harbour.inject({
      url: '/api/v1/accounts/verify_credentials',
      headers: { authorization: 'Bearer demo-token-bram' },
    });
    expect(me.json<{ acct: string }>().acct).toBe('bram');
    const home = await harbour.inject({
      url: '/api/v1/timelines/home',
      headers: { authorization: 'Bearer demo-token-bram' },
    });
    const texts = home.json<{ content: string }[]>().map((s) => s.content);
    expect(texts.length).toBeGreaterThan(5);
    expect(texts.join(' ')).toContain('lighthouse');
    const juniper = await harbour.inject({
      url: '/api/v1/accounts/verify_credentials',
      headers: { authorization: 'Bearer demo-token-juniper' },
    });
    expect(juniper.statusCode).toBe(403);
  });

  it('a static host serves the client and no API', async () => {
    const host = await buildStaticServer(testConfig());
    const res = await host.inject({ url: '/api/v1/instance' });
    expect(res.statusCode).toBe(404);
    await host.close();
  });
});
