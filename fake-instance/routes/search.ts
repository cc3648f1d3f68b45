import type { FastifyPluginAsync } from 'fastify';
import { contextFor, ERRORS, fail, flag, type Shared } from '../auth.js';
import { renderAccount } from '../render/account.js';
import { acctOf } from '../render/context.js';
import { renderStatus } from '../render/status.js';
import type { StatusRecord } from '../store.js';
import { canSee } from '../visibility.js';
import { parseLimit } from '../paging.js';

const DAY_MS = 24 * 3600 * 1000;
const HISTORY_DAYS = 7;

/**
 * Search as Akkoma's v2 answers it: accounts, statuses and hashtags (with a week of daily
 * history, newest first), `type`, `limit`, `offset`, `following`, and `resolve` of a pasted
 * status or profile URL. In private mode visitors get 403.
 */
export const searchRoutes: FastifyPluginAsync<Shared> = async (app, shared) => {
  function history(tag: string): { day: string; uses: string; accounts: string }[] {
    const today = Math.floor(shared.store.now / DAY_MS) * DAY_MS;
    const days = Array.from({ length: HISTORY_DAYS }, (_, i) => ({
      start: today - i * DAY_MS,
      uses: 0,
      accounts: new Set<string>(),
    }));
    for (const status of shared.store.statuses.values()) {
      if (status.reblogOfId || !status.tags.includes(tag)) continue;
      const day = days.find(
        (d) => status.createdAt >= d.start && status.createdAt < d.start + DAY_MS,
      );
      if (!day) continue;
      day.uses++;
      day.accounts.add(status.accountId);
    }
    return days.map((d) => ({
      day: String(d.start / 1000),
      uses: String(d.uses),
      accounts: String(d.accounts.size),
    }));
  }

  app.get('/api/v2/search', async (request, reply) => {
    const ctx = contextFor(request, shared);
    if (!ctx.viewer && shared.config.privateMode) return fail(reply, 403, ERRORS.needsAuth);
    const query = request.query as Record<string, string | undefined>;
    const raw = (query.q ?? '').trim();
    const q = raw.toLowerCase().replace(/^#/, '');
    const limit = parseLimit(query.limit);
    const offset = Math.max(0, Number.parseInt(query.offset ?? '0', 10) || 0);
    const wants = (type: string): boolean => !query.type || query.type === type;
    if (!q) return { accounts: [], statuses: [], hashtags: [] };

    // A pasted URL resolves to the one status or profile it names (Akkoma fetches unknown ones).
    if (/^https?:\/\//i.test(raw) && flag(query.resolve)) {
      const statuses = wants('statuses')
        ? [...shared.store.statuses.values()]
            .filter((s) => canSee(ctx, s))
            .map((s) => renderStatus(ctx, s))
            .filter((s) => s.uri === raw || s.url === raw)
        : [];
      const accounts = wants('accounts')
        ? [...shared.store.accounts.values()]
            .filter((a) => !a.deactivated)
            .map((a) => renderAccount(ctx, a))
            .filter(
              (a) => a.url === raw || (a.pleroma as { ap_id?: string } | undefined)?.ap_id === raw,
            )
        : [];
      return { accounts, statuses, hashtags: [] };
    }

    const onlyFollowing = flag(query.following) && ctx.viewer;
    const accounts = wants('accounts')
      ? [...shared.store.accounts.values()]
          .filter(
            (a) =>
              !a.deactivated &&
              (acctOf(a).toLowerCase().includes(q.replace(/^@/, '')) ||
                a.displayName.toLowerCase().includes(q)),
          )
          .filter(
            (a) => !onlyFollowing || (ctx.viewer && shared.store.isFollowing(ctx.viewer.id, a.id)),
          )
          .slice(offset, offset + limit)
          .map((a) => renderAccount(ctx, a))
      : [];
    const matches = (s: StatusRecord) =>
      !s.reblogOfId && s.content.toLowerCase().includes(q) && canSee(ctx, s);
    const statuses = wants('statuses')
      ? shared.store
          .newestFirst()
          .filter(matches)
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
            history: history(name),
          }))
      : [];
    return { accounts, statuses, hashtags };
  });
};
