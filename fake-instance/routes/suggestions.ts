import type { FastifyPluginAsync } from 'fastify';
import { contextFor, ERRORS, fail, type Shared } from '../auth.js';
import type { AccountRecord } from '../store.js';
import { renderAccount } from '../render/account.js';

const DEFAULT_LIMIT = 40;

/**
 * Who to follow: discoverable, active accounts the viewer does not follow yet, busiest first.
 * Akkoma answers Mastodon's v1 (accounts) and v2 ({source, account}) shapes; both need a token.
 */
export const suggestionRoutes: FastifyPluginAsync<Shared> = async (app, shared) => {
  function suggestionsFor(viewer: AccountRecord, limit: number): AccountRecord[] {
    const counts = new Map<string, number>();
    for (const status of shared.store.statuses.values())
      counts.set(status.accountId, (counts.get(status.accountId) ?? 0) + 1);
    return [...shared.store.accounts.values()]
      .filter((a) => a.id !== viewer.id && a.discoverable && !a.deactivated && !a.bot)
      .filter((a) => !shared.store.isFollowing(viewer.id, a.id))
      .sort((a, b) => (counts.get(b.id) ?? 0) - (counts.get(a.id) ?? 0) || a.id.localeCompare(b.id))
      .slice(0, limit);
  }

  const limitOf = (raw: string | undefined) =>
    Math.min(Math.max(Number(raw) || DEFAULT_LIMIT, 1), 80);

  app.get<{ Querystring: { limit?: string } }>('/api/v1/suggestions', async (request, reply) => {
    const ctx = contextFor(request, shared);
    if (!ctx.viewer) return fail(reply, 403, ERRORS.invalidCredentials);
    return suggestionsFor(ctx.viewer, limitOf(request.query.limit)).map((a) =>
      renderAccount(ctx, a),
    );
  });

  app.get<{ Querystring: { limit?: string } }>('/api/v2/suggestions', async (request, reply) => {
    const ctx = contextFor(request, shared);
    if (!ctx.viewer) return fail(reply, 403, ERRORS.invalidCredentials);
    return suggestionsFor(ctx.viewer, limitOf(request.query.limit)).map((a) => ({
      source: 'staff',
      sources: ['featured'],
      account: renderAccount(ctx, a),
    }));
  });
};
