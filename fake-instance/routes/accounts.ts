import type { FastifyPluginAsync } from 'fastify';
import { contextFor, ERRORS, fail, flag, type Shared } from '../auth.js';
import { renderAccount } from '../render/account.js';
import { isStaff } from '../render/context.js';
import { renderRelationship } from '../render/relationship.js';
import { mastodonApiOnly } from '../software.js';

/** The account calls the timelines need: one account, and the signed-in user. */
export const accountRoutes: FastifyPluginAsync<Shared> = async (app, shared) => {
  app.get('/api/v1/accounts/verify_credentials', async (request, reply) => {
    const ctx = contextFor(request, shared);
    if (!ctx.viewer) return fail(reply, 403, ERRORS.invalidCredentials);
    return renderAccount(ctx, ctx.viewer, { credentials: true });
  });

  // Mastodon 3.4+, GoToSocial and Akkoma: one account by its address (user, @user,
  // user@this.host or user@remote.host).
  app.get('/api/v1/accounts/lookup', async (request, reply) => {
    const ctx = contextFor(request, shared);
    const raw = (request.query as Record<string, unknown>).acct;
    const acct = typeof raw === 'string' ? raw.trim().replace(/^@/, '') : '';
    if (acct === '') return fail(reply, 400, 'Missing parameter: acct');
    const host = new URL(shared.config.publicUrl).host.toLowerCase();
    const [username = '', domain] = acct.split('@');
    const local = domain === undefined || domain.toLowerCase() === host;
    const account = shared.store.accountByAcct(local ? username : acct);
    if (!account || (!ctx.viewer && shared.config.privateMode))
      return fail(reply, 404, ERRORS.recordNotFound);
    if (account.deactivated && !isStaff(ctx.viewer)) return fail(reply, 404, ERRORS.recordNotFound);
    return renderAccount(ctx, account);
  });

  app.get<{ Params: { id: string } }>('/api/v1/accounts/:id', async (request, reply) => {
    const ctx = contextFor(request, shared);
    const { id } = request.params;
    // Akkoma accepts an id or a nickname (user or user@domain) here; Mastodon and GoToSocial
    // only an id (a name is a 404 there: clients use lookup).
    const byName = mastodonApiOnly(shared.config.software)
      ? undefined
      : shared.store.accountByAcct(id);
    const account = shared.store.accounts.get(id) ?? byName;
    if (!account) return fail(reply, 404, ERRORS.userNotFound);
    // Private mode hides profiles from visitors; deactivated accounts are staff-only.
    if (!ctx.viewer && shared.config.privateMode) return fail(reply, 404, ERRORS.userNotFound);
    if (account.deactivated && !isStaff(ctx.viewer)) return fail(reply, 404, ERRORS.userNotFound);
    const rendered = renderAccount(ctx, account);
    const query = request.query as Record<string, string | undefined>;
    // Akkoma embeds the viewer's relationship when asked (document 3 §7).
    if (ctx.viewer && flag(query.with_relationships))
      return {
        ...rendered,
        pleroma: {
          ...rendered.pleroma,
          relationship: renderRelationship(shared.store, ctx.viewer, account),
        },
      };
    return rendered;
  });
};
