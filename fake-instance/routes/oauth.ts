import multipart from '@fastify/multipart';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { contextFor, fail, type Shared } from '../auth.js';
import { SEEDED_RECOVERY_CODES, totpMatches } from '../access/secondFactor.js';
import { checkPasswordLogin } from '../access/passwordLogin.js';
import { secret, type AccessState, type AppRecord } from '../access/state.js';
import { grantedScopes, issueToken } from '../access/tokens.js';
import { VAPID_PUBLIC_KEY } from '../render/limits.js';

export interface AccessShared extends Shared {
  access: AccessState;
}

type Form = Record<string, unknown>;

function str(form: Form, key: string): string {
  const value = form[key];
  return typeof value === 'string' ? value : '';
}

function invalidClient(reply: FastifyReply): FastifyReply {
  return reply.code(401).send({
    error: 'invalid_client',
    error_description: 'The client id or secret is wrong, or the app is unknown.',
  });
}

/**
 * GoToSocial reads `redirect_uri` before anything else and knows only the authorization-code
 * and client-credentials grants: a password sign-in gets one of these two 400s (the first as
 * seen on GoToSocial 0.19.2; issue 25).
 */
function gotosocialTokenRefusal(form: Form): { error: string; error_description: string } | null {
  if (str(form, 'redirect_uri') === '')
    return {
      error: 'invalid_request',
      error_description: 'Bad Request: redirect_uri was not set in the token request form',
    };
  const grant = str(form, 'grant_type');
  if (grant === 'authorization_code' || grant === 'client_credentials') return null;
  return {
    error: 'unsupported_grant_type',
    error_description: 'Bad Request: the authorization grant type is not supported',
  };
}

/** Apps, the token grants, the second-factor challenge and revocation (document 3 §7). */
export const oauthRoutes: FastifyPluginAsync<AccessShared> = async (app, shared) => {
  const { store, access } = shared;
  // Akkoma takes these forms as multipart/form-data too (Akkoma-FE sends them so): fields
  // only, read into the body as a plain form. Scoped to this plugin, so uploads elsewhere
  // keep their own multipart handling.
  await app.register(multipart, { attachFieldsToBody: 'keyValues', limits: { files: 0 } });

  app.post('/api/v1/apps', async (request, reply) => {
    const form = (request.body ?? {}) as Form;
    const name = str(form, 'client_name').trim();
    const redirect = str(form, 'redirect_uris').trim();
    if (name === '') return fail(reply, 422, 'Missing field: client_name.');
    if (redirect === '') return fail(reply, 422, 'Missing field: redirect_uris.');
    const scopes = (str(form, 'scopes') || 'read').split(/[\s,]+/).filter(Boolean);
    const record = access.addApp(name, redirect.split(/\s+/), scopes, str(form, 'website') || null);
    return {
      id: record.id,
      name: record.name,
      website: record.website,
      redirect_uri: record.redirectUris.join('\n'),
      redirect_uris: record.redirectUris,
      scopes: record.scopes,
      client_id: record.clientId,
      client_secret: record.clientSecret,
      // As Mastodon 4.2 answers (and Akkoma): the server's push key, which a Mastodon before
      // 4.3 tells nowhere else.
      vapid_key: VAPID_PUBLIC_KEY,
    };
  });

  app.post('/oauth/token', async (request, reply) => {
    const form = (request.body ?? {}) as Form;
    const client = access.authenticate(form.client_id, form.client_secret);
    if (!client) return invalidClient(reply);
    const ctx = contextFor(request, shared);
    if (shared.config.software === 'gotosocial') {
      const refusal = gotosocialTokenRefusal(form);
      if (refusal) return reply.code(400).send(refusal);
    }
    switch (str(form, 'grant_type')) {
      case 'password': {
        const check = checkPasswordLogin(access, store, form.username, form.password);
        if (!check.ok) return reply.code(check.status).send(check.body);
        const scopes = grantedScopes(form.scope, client.scopes);
        if (check.account.totpSecret) {
          const mfaToken = secret();
          access.mfaTokens.set(mfaToken, {
            clientId: client.clientId,
            accountId: check.account.id,
            scopes,
          });
          return reply.code(403).send({
            error: 'mfa_required',
            mfa_token: mfaToken,
            supported_challenge_types: 'totp',
          });
        }
        return issueToken(ctx, store, check.account, scopes);
      }
      case 'authorization_code': {
        const code = access.codes.get(str(form, 'code'));
        const account = code ? store.accounts.get(code.accountId) : undefined;
        if (
          !code ||
          !account ||
          code.clientId !== client.clientId ||
          code.redirectUri !== str(form, 'redirect_uri')
        ) {
          return reply.code(400).send({
            error: 'invalid_grant',
            error_description: 'The authorization code is unknown, used, or for another app.',
          });
        }
        access.codes.delete(str(form, 'code'));
        return issueToken(ctx, store, account, code.scopes);
      }
      case 'client_credentials':
        return appToken(client, form.scope);
      default:
        return reply.code(400).send({ error: 'unsupported_grant_type' });
    }
  });

  function appToken(client: AppRecord, scope: unknown) {
    const token = secret(32);
    access.appTokens.set(token, client.clientId);
    return {
      token_type: 'Bearer',
      access_token: token,
      scope: grantedScopes(scope, client.scopes).join(' '),
      created_at: Math.floor(Date.now() / 1000),
    };
  }

  app.post('/oauth/mfa/challenge', async (request, reply) => {
    const form = (request.body ?? {}) as Form;
    const client = access.authenticate(form.client_id, form.client_secret);
    if (!client) return invalidClient(reply);
    const pending = access.mfaTokens.get(str(form, 'mfa_token'));
    const account = pending ? store.accounts.get(pending.accountId) : undefined;
    if (!pending || !account || pending.clientId !== client.clientId)
      return fail(reply, 400, 'Invalid MFA token');
    const code = str(form, 'code').trim();
    let accepted = false;
    if (str(form, 'challenge_type') === 'totp') accepted = totpMatches(account, code);
    else if (str(form, 'challenge_type') === 'recovery') {
      const left =
        access.recoveryCodes.get(account.id) ??
        new Set<string>(account.totpSecret ? SEEDED_RECOVERY_CODES : []);
      accepted = left.delete(code.toLowerCase());
      access.recoveryCodes.set(account.id, left);
    }
    if (!accepted) return fail(reply, 400, 'Invalid code');
    access.mfaTokens.delete(str(form, 'mfa_token'));
    return issueToken(contextFor(request, shared), store, account, pending.scopes);
  });

  app.post('/oauth/revoke', async (request, reply) => {
    const form = (request.body ?? {}) as Form;
    const client = access.authenticate(form.client_id, form.client_secret);
    if (!client) return invalidClient(reply);
    // RFC 7009: an unknown token is not an error.
    store.tokens.delete(str(form, 'token'));
    access.appTokens.delete(str(form, 'token'));
    return {};
  });
};
