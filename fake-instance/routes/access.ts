import type { FastifyPluginAsync } from 'fastify';
import type { Shared } from '../auth.js';
import { fail } from '../auth.js';
import { AccessState } from '../access/state.js';
import { authorizeRoutes } from './authorize.js';
import { oauthRoutes } from './oauth.js';
import { registrationRoutes } from './registration.js';

/**
 * Access to the instance: OAuth, sign-up, captcha and password reset. With --control, tests
 * can also mark an account as needing a password reset.
 */
export const accessRoutes: FastifyPluginAsync<Shared> = async (app, shared) => {
  const access = new AccessState();
  await app.register(oauthRoutes, { ...shared, access });
  await app.register(authorizeRoutes, { ...shared, access });
  await app.register(registrationRoutes, { ...shared, access });

  if (shared.config.control) {
    app.post('/__control/password-reset-required', async (request, reply) => {
      const body = (request.body ?? {}) as Record<string, unknown>;
      const account =
        typeof body.nickname === 'string' ? shared.store.accountByAcct(body.nickname) : undefined;
      if (!account || account.domain !== null) return fail(reply, 404, "Can't find user");
      if (body.required === false || body.required === 'false')
        access.passwordResetRequired.delete(account.id);
      else access.passwordResetRequired.add(account.id);
      return { ok: true, faults: [], delays: [] };
    });
  }
};
