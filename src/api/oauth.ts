/**
 * OAuth calls of document 3 §7: app registration, the token grants, the second-factor
 * challenge and revocation. They send client secrets, not the session's bearer token.
 */
import { isApiError, readOrThrow } from './errors';
import type { ApiClient } from './http';

/** Every scope the client asks for (document 1 §7). */
export const APP_SCOPES = 'read write follow push admin';

export interface AppCredentials {
  clientId: string;
  clientSecret: string;
  /**
   * The server's web-push key from the registration answer (`vapid_key`): Mastodon before 4.3
   * tells it nowhere else, so it is kept with the app.
   */
  vapidKey?: string;
}

/** What a token request (or a second-factor challenge) came to. */
export type TokenOutcome =
  | { type: 'token'; accessToken: string }
  | { type: 'mfa-required'; mfaToken: string }
  | { type: 'password-reset-required' }
  /** The server takes no password grant (snac2, Mastodon without it): use its own page. */
  | { type: 'grant-unsupported' }
  /** Refused with the server's own text, or null when it sent none. */
  | { type: 'refused'; message: string | null; status: number };

function text(record: Record<string, unknown>, key: string): string | null {
  const value = record[key];
  return typeof value === 'string' && value !== '' ? value : null;
}

/**
 * Reads a token reply, success or refusal. Akkoma refuses with `error` plus, for the special
 * cases, `identifier` or an `mfa_token`; Mastodon puts its human text in `error_description`.
 */
export function readTokenReply(status: number, body: unknown): TokenOutcome | null {
  if (typeof body !== 'object' || body === null) return null;
  const record = body as Record<string, unknown>;
  const accessToken = text(record, 'access_token');
  if (status < 300 && accessToken) return { type: 'token', accessToken };
  const mfaToken = text(record, 'mfa_token');
  if (text(record, 'error') === 'mfa_required' && mfaToken) {
    return { type: 'mfa-required', mfaToken };
  }
  if (text(record, 'identifier') === 'password_reset_required') {
    return { type: 'password-reset-required' };
  }
  if (status >= 400) {
    return {
      type: 'refused',
      message: text(record, 'error_description') ?? text(record, 'error'),
      status,
    };
  }
  return null;
}

/** A refusal with a readable body becomes an outcome; anything else stays an error. */
async function tokenCall(
  client: ApiClient,
  path: string,
  form: URLSearchParams,
  readRefusal?: (status: number, body: unknown) => TokenOutcome | null,
): Promise<TokenOutcome> {
  try {
    const body = await client.post(path, { body: form, anonymous: true });
    return readOrThrow(readTokenReply(200, body), body, {
      method: 'POST',
      url: client.url(path),
    });
  } catch (error) {
    if (isApiError(error) && error.status >= 400) {
      const outcome =
        readRefusal?.(error.status, error.body) ?? readTokenReply(error.status, error.body);
      if (outcome) return outcome;
    }
    throw error;
  }
}

export async function registerApp(
  client: ApiClient,
  { clientName, redirectUri }: { clientName: string; redirectUri: string },
): Promise<AppCredentials> {
  const path = '/api/v1/apps';
  const body = await client.post<Record<string, unknown>>(path, {
    anonymous: true,
    body: new URLSearchParams({
      client_name: clientName,
      redirect_uris: redirectUri,
      scopes: APP_SCOPES,
    }),
  });
  const clientId = text(body, 'client_id');
  const clientSecret = text(body, 'client_secret');
  const vapidKey = text(body, 'vapid_key');
  const credentials =
    clientId && clientSecret ? { clientId, clientSecret, ...(vapidKey ? { vapidKey } : {}) } : null;
  return readOrThrow(credentials, body, { method: 'POST', url: client.url(path) });
}

function appForm(app: AppCredentials, fields: Record<string, string>): URLSearchParams {
  return new URLSearchParams({
    client_id: app.clientId,
    client_secret: app.clientSecret,
    ...fields,
  });
}

/** RFC 6749's codes for a grant the server will not do for this client. */
const GRANT_REFUSALS = new Set(['unsupported_grant_type', 'unauthorized_client']);

/**
 * Whether a refused password grant means the server has no such grant at all. RFC 6749 names
 * it `unsupported_grant_type`; snac2 answers a bare 400 with an empty body, which no server
 * sends for a wrong password (those carry their text); GoToSocial reads every token request
 * as an authorization code and answers `invalid_request` for its missing redirect_uri.
 */
export function isGrantUnsupported(status: number, body: unknown): boolean {
  if (status < 400 || status >= 500) return false;
  if (typeof body === 'object' && body !== null) {
    const reply = body as Record<string, unknown>;
    const error = reply['error'];
    const description = reply['error_description'];
    if (error === 'invalid_request' && typeof description === 'string')
      return /redirect_uri|\bcode\b/i.test(description);
    return typeof error === 'string' && GRANT_REFUSALS.has(error);
  }
  const empty = body === null || (typeof body === 'string' && body.trim() === '');
  return status === 400 && empty;
}

export function requestPasswordToken(
  client: ApiClient,
  app: AppCredentials,
  username: string,
  password: string,
): Promise<TokenOutcome> {
  return tokenCall(
    client,
    '/oauth/token',
    appForm(app, { grant_type: 'password', username, password, scope: APP_SCOPES }),
    (status, body) => (isGrantUnsupported(status, body) ? { type: 'grant-unsupported' } : null),
  );
}

export function exchangeAuthorizationCode(
  client: ApiClient,
  app: AppCredentials,
  code: string,
  redirectUri: string,
): Promise<TokenOutcome> {
  return tokenCall(
    client,
    '/oauth/token',
    appForm(app, { grant_type: 'authorization_code', code, redirect_uri: redirectUri }),
  );
}

/**
 * An app-level token (no user), which registration needs. GoToSocial refuses every token
 * request without `redirect_uri` (client credentials too: "redirect_uri was not set in the
 * token request form"); the others ignore it.
 */
export function requestClientToken(
  client: ApiClient,
  app: AppCredentials,
  redirectUri: string,
): Promise<TokenOutcome> {
  return tokenCall(
    client,
    '/oauth/token',
    appForm(app, {
      grant_type: 'client_credentials',
      scope: APP_SCOPES,
      redirect_uri: redirectUri,
    }),
  );
}

export type MfaChallengeType = 'totp' | 'recovery';

export function answerMfaChallenge(
  client: ApiClient,
  app: AppCredentials,
  challenge: { mfaToken: string; code: string; type: MfaChallengeType },
): Promise<TokenOutcome> {
  return tokenCall(
    client,
    '/oauth/mfa/challenge',
    appForm(app, {
      mfa_token: challenge.mfaToken,
      code: challenge.code,
      challenge_type: challenge.type,
    }),
  );
}

export async function revokeToken(
  client: ApiClient,
  app: AppCredentials,
  token: string,
): Promise<void> {
  await client.post('/oauth/revoke', { anonymous: true, body: appForm(app, { token }) });
}

/** Where the token strategy sends the browser (document 3 §7). */
export function authorizeUrl(
  client: ApiClient,
  app: AppCredentials,
  redirectUri: string,
  { forceLogin = false }: { forceLogin?: boolean } = {},
): string {
  return client.url('/oauth/authorize', {
    response_type: 'code',
    client_id: app.clientId,
    redirect_uri: redirectUri,
    scope: APP_SCOPES,
    // Mastodon's way to ask for the sign-in form even with a session cookie (adding an account).
    force_login: forceLogin ? true : undefined,
  });
}
