import type { FastifyPluginAsync } from 'fastify';
import { contextFor, ERRORS, fail, type Shared } from '../auth.js';
import { renderAccount } from '../render/account.js';
import { acctOf } from '../render/context.js';
import { renderStatus } from '../render/status.js';
import { canSee } from '../visibility.js';
import { parseLimit } from '../paging.js';

/**
 * A plain substring search over the seed, so the private-mode rule can be exercised: in
 * private mode Akkoma refuses search to visitors with 403.
 */
export const searchRoutes: FastifyPluginAsync<Shared> = async (app, shared) => {
  app.get('/api/v2/search', async (request, reply) => {
    const ctx = contextFor(request, shared);
    if (!ctx.viewer && shared.config.privateMode) return fail(reply, 403, ERRORS.needsAuth);
    const query = request.query as Record<string, string | undefined>;
    const q = (query.q ?? '').trim().toLowerCase().replace(/^#/, '');
    const limit = parseLimit(query.limit);
    const offset = Math.max(0, Number.parseInt(query.offset ?? '0', 10) || 0);
    const wants = (type: string): boolean => !query.type || query.type === type;
    if (!q) return { accounts: [], statuses: [], hashtags: [] };
    const accounts = wants('accounts')
      ? [...shared.store.accounts.values()]
          .filter(
            (a) =>
              !a.deactivated &&
              (acctOf(a).toLowerCase().includes(q.replace(/^@/, '')) ||
                a.displayName.toLowerCase().includes(q)),
          )
          .slice(offset, offset + limit)
          .map((a) => renderAccount(ctx, a))
      : [];
    const statuses = wants('statuses')
      ? shared.store
          .newestFirst()
          .filter((s) => !s.reblogOfId && s.content.toLowerCase().includes(q) && canSee(ctx, s))
          .slice(offset, offset + limit)
          .map((s) => renderStatus(ctx, s))
      : [];
    const tagNames = new Set<string>();
    for (const status of shared.store.statuses.values())
      for (const tag of status.tags) if (tag.includes(q)) tagNames.add(tag);
    const hashtags = wants('hashtags')
      ? [...tagNames]
          .sort()
          .slice(offset, offset + limit)
          .map((name) => ({
            name,
            url: `${shared.config.publicUrl}/tag/${encodeURIComponent(name)}`,
            history: [] as { day: string; uses: string; accounts: string }[],
          }))
      : [];
    return { accounts, statuses, hashtags };
  });
};
