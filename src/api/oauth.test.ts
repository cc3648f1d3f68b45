import { describe, expect, it } from 'vitest';
import { createApiClient } from './http';
import {
  answerMfaChallenge,
  authorizeUrl,
  isGrantUnsupported,
  readTokenReply,
  registerApp,
  requestClientToken,
  requestPasswordToken,
  revokeToken,
} from './oauth';
import { createFakeFetch, jsonResponse } from './testing/fakeFetch';

const app = { clientId: 'cid', clientSecret: 'secret' };

function clientWith(...replies: Parameters<typeof createFakeFetch>) {
  const fake = createFakeFetch(...replies);
  const client = createApiClient({
    baseUrl: 'https://akkoma.example',
    getToken: () => 'user-token',
    fetchImpl: fake.fetch,
  });
  return { client, requests: fake.requests };
}

describe('isGrantUnsupported', () => {
  it("reads RFC 6749's codes and snac2's empty 400", () => {
    expect(isGrantUnsupported(400, { error: 'unsupported_grant_type' })).toBe(true);
    expect(isGrantUnsupported(401, { error: 'unauthorized_client' })).toBe(true);
    expect(isGrantUnsupported(400, null)).toBe(true);
    expect(isGrantUnsupported(400, '  ')).toBe(true);
  });
  it("reads GoToSocial's refusal: a password grant taken for a code without its redirect_uri", () => {
    const gotosocial = {
      error: 'invalid_request',
      error_description: 'Bad Request: redirect_uri was not set in the token request form',
    };
    expect(isGrantUnsupported(400, gotosocial)).toBe(true);
    // Other malformed requests are the person's to fix, not a missing grant.
    expect(
      isGrantUnsupported(400, { error: 'invalid_request', error_description: 'username missing' }),
    ).toBe(false);
    expect(isGrantUnsupported(400, { error: 'invalid_request' })).toBe(false);
  });
  it('leaves wrong passwords and server failures alone', () => {
    expect(isGrantUnsupported(400, { error: 'Invalid credentials' })).toBe(false);
    expect(isGrantUnsupported(400, { error: 'invalid_grant' })).toBe(false);
    expect(isGrantUnsupported(401, null)).toBe(false);
    expect(isGrantUnsupported(400, 'Bad request')).toBe(false);
    expect(isGrantUnsupported(500, null)).toBe(false);
    expect(isGrantUnsupported(502, { error: 'unsupported_grant_type' })).toBe(false);
  });
});

describe('readTokenReply', () => {
  it('reads a token', () => {
    expect(readTokenReply(200, { access_token: 'abc' })).toEqual({
      type: 'token',
      accessToken: 'abc',
    });
  });
  it('moves to the second factor on mfa_required', () => {
    expect(readTokenReply(403, { error: 'mfa_required', mfa_token: 'm1' })).toEqual({
      type: 'mfa-required',
      mfaToken: 'm1',
    });
  });
  it('spots a required password reset by its identifier', () => {
    expect(
      readTokenReply(403, {
        error: 'Password reset is required',
        identifier: 'password_reset_required',
      }),
    ).toEqual({ type: 'password-reset-required' });
  });
  it("keeps the server's text, preferring Mastodon's description", () => {
    expect(readTokenReply(400, { error: 'Invalid credentials' })).toEqual({
      type: 'refused',
      message: 'Invalid credentials',
      status: 400,
    });
    expect(
      readTokenReply(400, { error: 'invalid_grant', error_description: 'The grant is invalid' }),
    ).toMatchObject({ message: 'The grant is invalid' });
  });
  it('gives up on bodies it cannot read', () => {
    expect(readTokenReply(200, 'nope')).toBeNull();
    expect(readTokenReply(200, { token_type: 'Bearer' })).toBeNull();
  });
});

describe('OAuth calls', () => {
  it('registers the app with every scope and keeps id and secret', async () => {
    const { client, requests } = clientWith(
      jsonResponse({ client_id: 'cid', client_secret: 'secret', name: 'Petrel' }),
    );
    await expect(
      registerApp(client, { clientName: 'Petrel', redirectUri: 'https://x/oauth-callback' }),
    ).resolves.toEqual(app);
    const body = new URLSearchParams(String(requests[0]?.body));
    expect(body.get('scopes')).toBe('read write follow push admin');
    expect(body.get('redirect_uris')).toBe('https://x/oauth-callback');
    expect(requests[0]?.headers['Authorization']).toBeUndefined();
  });

  it("keeps the registration's push key: Mastodon before 4.3 tells it only there", async () => {
    const { client } = clientWith(
      jsonResponse({ client_id: 'cid', client_secret: 'secret', vapid_key: 'BKey_1-x' }),
    );
    await expect(
      registerApp(client, { clientName: 'Petrel', redirectUri: 'https://x/oauth-callback' }),
    ).resolves.toEqual({ ...app, vapidKey: 'BKey_1-x' });
  });

  it('turns a refused password grant into an outcome, not an error', async () => {
    const { client, requests } = clientWith(
      jsonResponse({ error: 'Invalid credentials' }, { status: 400 }),
    );
    await expect(requestPasswordToken(client, app, 'june', 'bad')).resolves.toEqual({
      type: 'refused',
      message: 'Invalid credentials',
      status: 400,
    });
    const body = new URLSearchParams(String(requests[0]?.body));
    expect(body.get('grant_type')).toBe('password');
    expect(body.get('client_secret')).toBe('secret');
  });

  it('tells a server without the password grant from a wrong password', async () => {
    // snac2 answers the password grant with a bare 400 and an empty text/html body.
    const snac = clientWith(
      new Response('', { status: 400, headers: { 'Content-Type': 'text/html' } }),
    );
    await expect(requestPasswordToken(snac.client, app, 'alice', 'pw')).resolves.toEqual({
      type: 'grant-unsupported',
    });
    const mastodon = clientWith(
      jsonResponse(
        { error: 'unsupported_grant_type', error_description: 'The grant type is not supported' },
        { status: 400 },
      ),
    );
    await expect(requestPasswordToken(mastodon.client, app, 'alice', 'pw')).resolves.toEqual({
      type: 'grant-unsupported',
    });
  });

  it('sends the challenge type and code', async () => {
    const { client, requests } = clientWith(jsonResponse({ access_token: 't' }));
    await answerMfaChallenge(client, app, { mfaToken: 'm', code: '123456', type: 'recovery' });
    const body = new URLSearchParams(String(requests[0]?.body));
    expect(requests[0]?.url).toBe('https://akkoma.example/oauth/mfa/challenge');
    expect(body.get('challenge_type')).toBe('recovery');
    expect(body.get('mfa_token')).toBe('m');
  });

  it("asks the app's token with its redirect address: GoToSocial refuses it without", async () => {
    const { client, requests } = clientWith(jsonResponse({ access_token: 'app' }));
    const outcome = await requestClientToken(client, app, 'https://petrel.example/oauth-callback');
    const body = new URLSearchParams(String(requests[0]?.body));
    expect(body.get('grant_type')).toBe('client_credentials');
    expect(body.get('redirect_uri')).toBe('https://petrel.example/oauth-callback');
    expect(outcome).toMatchObject({ type: 'token', accessToken: 'app' });
  });

  it('lets network failures through as errors', async () => {
    const { client } = clientWith(new TypeError('Failed to fetch'));
    await expect(requestPasswordToken(client, app, 'a', 'b')).rejects.toMatchObject({
      kind: 'network',
    });
  });

  it('revokes with the app credentials', async () => {
    const { client, requests } = clientWith(jsonResponse({}));
    await revokeToken(client, app, 'tok');
    expect(new URLSearchParams(String(requests[0]?.body)).get('token')).toBe('tok');
  });

  it('builds the authorize address', () => {
    const { client } = clientWith();
    const url = new URL(authorizeUrl(client, app, 'https://x/oauth-callback'));
    expect(url.pathname).toBe('/oauth/authorize');
    expect(url.searchParams.get('response_type')).toBe('code');
    expect(url.searchParams.get('scope')).toBe('read write follow push admin');
  });
});
