import type { FastifyPluginAsync } from 'fastify';
import { contextFor, ERRORS, fail, type Shared } from '../auth.js';
import { renderAccount } from '../render/account.js';
import { acctOf } from '../render/context.js';

/**
 * GET /api/v1/accounts/search (q, resolve, limit) for mention suggestions: accounts whose
 * handle starts with the query come first, then display-name and handle matches.
 */
export const accountSearchRoutes: FastifyPluginAsync<Shared> = async (app, shared) => {
  if (app.hasRoute({ method: 'GET', url: '/api/v1/accounts/search' })) return;
  app.get('/api/v1/accounts/search', async (request, reply) => {
    const ctx = contextFor(request, shared);
    if (!ctx.viewer && shared.config.privateMode) return fail(reply, 403, ERRORS.needsAuth);
    const query = request.query as Record<string, string | undefined>;
    const q = (query.q ?? '').trim().replace(/^@/, '').toLowerCase();
    const limit = Math.min(40, Math.max(1, Number.parseInt(query.limit ?? '40', 10) || 40));
    if (q === '') return [];
    const scored = [...shared.store.accounts.values()]
      .filter((a) => !a.deactivated)
      .map((a) => {
        const acct = acctOf(a).toLowerCase();
        const rank = acct.startsWith(q)
          ? 0
          : acct.includes(q) || a.displayName.toLowerCase().includes(q)
            ? 1
            : -1;
        return { a, rank, acct };
      })
      .filter((x) => x.rank >= 0)
      .sort(
        (x, y) => x.rank - y.rank || x.acct.length - y.acct.length || (x.acct < y.acct ? -1 : 1),
      );
    return scored.slice(0, limit).map((x) => renderAccount(ctx, x.a));
  });
};
