import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { authorizePage, type AuthorizePageInput } from '../access/authorizePage.js';
import { checkPasswordLogin } from '../access/passwordLogin.js';
import { totpMatches } from '../access/secondFactor.js';
import { secret } from '../access/state.js';
import { grantedScopes } from '../access/tokens.js';
import type { AccessShared } from './oauth.js';

type Params = Record<string, unknown>;
const str = (params: Params, key: string) =>
  typeof params[key] === 'string' ? (params[key] as string) : '';

/**
 * The authorization-code flow's own page (GET shows it, POST signs in): on success the browser
 * goes back to the app's redirect URI with `?code=`.
 */
export const authorizeRoutes: FastifyPluginAsync<AccessShared> = async (app, shared) => {
  const { access, store, config } = shared;

  function page(reply: FastifyReply, status: number, input: AuthorizePageInput) {
    return reply.code(status).type('text/html; charset=utf-8').send(authorizePage(input));
  }

  /** The app and redirect URI of a request, or an error page when they do not fit together. */
  function clientOf(params: Params, reply: FastifyReply) {
    const client = access.apps.get(str(params, 'client_id'));
    const redirectUri = str(params, 'redirect_uri');
    if (!client || !client.redirectUris.includes(redirectUri)) {
      void reply
        .code(400)
        .type('text/html; charset=utf-8')
        .send('<!doctype html><title>Error</title><p>Unknown app or redirect URI.</p>');
      return undefined;
    }
    return { client, redirectUri };
  }

  app.get('/oauth/authorize', async (request, reply) => {
    const params = (request.query ?? {}) as Params;
    const found = clientOf(params, reply);
    if (!found) return reply;
    return page(reply, 200, {
      instanceName: config.title,
      appName: found.client.name,
      clientId: found.client.clientId,
      redirectUri: found.redirectUri,
      scope: grantedScopes(params.scope, found.client.scopes).join(' '),
      state: str(params, 'state'),
    });
  });

  app.post('/oauth/authorize', async (request, reply) => {
    const params = (request.body ?? {}) as Params;
    const found = clientOf(params, reply);
    if (!found) return reply;
    const base: AuthorizePageInput = {
      instanceName: config.title,
      appName: found.client.name,
      clientId: found.client.clientId,
      redirectUri: found.redirectUri,
      scope: grantedScopes(params.scope, found.client.scopes).join(' '),
      state: str(params, 'state'),
      username: str(params, 'username'),
    };
    const check = checkPasswordLogin(access, store, params.username, params.password);
    if (!check.ok)
      return page(reply, check.status === 400 ? 401 : 403, { ...base, error: check.body.error });
    if (check.account.totpSecret && !totpMatches(check.account, str(params, 'code'))) {
      return page(reply, 401, {
        ...base,
        askCode: true,
        error: str(params, 'code') ? 'Invalid code' : 'Enter the code from your authenticator app.',
      });
    }
    const code = secret();
    access.codes.set(code, {
      clientId: found.client.clientId,
      accountId: check.account.id,
      redirectUri: found.redirectUri,
      scopes: base.scope.split(' '),
    });
    if (found.redirectUri === 'urn:ietf:wg:oauth:2.0:oob') {
      return page(reply, 200, { ...base, error: `Your code: ${code}` });
    }
    const target = new URL(found.redirectUri);
    target.searchParams.set('code', code);
    if (base.state) target.searchParams.set('state', base.state);
    return reply.redirect(target.toString(), 302);
  });
};
