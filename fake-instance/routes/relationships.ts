import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { contextFor, ERRORS, fail, flag, type Shared } from '../auth.js';
import { linkHeader, paginate, type PageQuery } from '../paging.js';
import { hidesCollections, renderAccount } from '../render/account.js';
import { isStaff, isoTime, type RenderContext } from '../render/context.js';
import { renderRelationship } from '../render/relationship.js';
import type { AccountRecord } from '../store.js';

type Body = Record<string, unknown> | undefined;

function bodyOf(request: FastifyRequest): Record<string, unknown> {
  const body = request.body as Body;
  return body && typeof body === 'object' ? body : {};
}

/** A form or JSON value that may be an array (`id[]=1&id[]=2`, `id=1`, `["1","2"]`). */
function listOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(String);
  if (value === undefined || value === null || value === '') return [];
  return [String(value)];
}

/**
 * Relationships and the account calls around them (document 3 §7 Accounts, domains,
 * reports): follow (locked accounts produce requests), unfollow, block, mute, subscribe,
 * notes, remove from followers, followers and following pages, domain blocks, reports.
 */
export const relationshipRoutes: FastifyPluginAsync<Shared> = async (app, shared) => {
  const { store } = shared;
  const rel = store.relations;

  function target(ctx: RenderContext, id: string): AccountRecord | undefined {
    const account = store.accounts.get(id);
    if (!account) return undefined;
    if (account.deactivated && !isStaff(ctx.viewer)) return undefined;
    return account;
  }

  /** An action by the signed-in viewer on another account, answered with the relationship. */
  function action(
    path: string,
    run: (viewer: AccountRecord, other: AccountRecord, body: Record<string, unknown>) => void,
  ) {
    app.post<{ Params: { id: string } }>(path, async (request, reply) => {
      const ctx = contextFor(request, shared);
      if (!ctx.viewer) return fail(reply, 403, ERRORS.invalidCredentials);
      const other = target(ctx, request.params.id);
      if (!other) return fail(reply, 404, ERRORS.recordNotFound);
      run(ctx.viewer, other, { ...(request.query as object), ...bodyOf(request) });
      return renderRelationship(store, ctx.viewer, other);
    });
  }

  function unfollow(from: string, to: string): void {
    store.following.get(from)?.delete(to);
    rel.set(rel.requests, from, to, false);
    rel.set(rel.subscriptions, from, to, false);
    rel.set(rel.hiddenReblogs, from, to, false);
  }

  action('/api/v1/accounts/:id/follow', (viewer, other, body) => {
    if (viewer.id === other.id) return;
    if (rel.has(rel.blocks, other.id, viewer.id)) return;
    if (body.reblogs !== undefined)
      rel.set(rel.hiddenReblogs, viewer.id, other.id, !flag(body.reblogs));
    if (store.isFollowing(viewer.id, other.id)) return;
    if (other.locked) rel.set(rel.requests, viewer.id, other.id, true);
    else store.follow(viewer.id, other.id);
  });
  action('/api/v1/accounts/:id/unfollow', (viewer, other) => unfollow(viewer.id, other.id));
  action('/api/v1/accounts/:id/block', (viewer, other) => {
    rel.set(rel.blocks, viewer.id, other.id, true);
    unfollow(viewer.id, other.id);
    unfollow(other.id, viewer.id);
  });
  action('/api/v1/accounts/:id/unblock', (viewer, other) =>
    rel.set(rel.blocks, viewer.id, other.id, false),
  );
  action('/api/v1/accounts/:id/mute', (viewer, other) =>
    rel.set(rel.mutes, viewer.id, other.id, true),
  );
  action('/api/v1/accounts/:id/unmute', (viewer, other) =>
    rel.set(rel.mutes, viewer.id, other.id, false),
  );
  action('/api/v1/accounts/:id/remove_from_followers', (viewer, other) =>
    unfollow(other.id, viewer.id),
  );
  action('/api/v1/accounts/:id/note', (viewer, other, body) =>
    rel.setNote(viewer.id, other.id, typeof body.comment === 'string' ? body.comment : ''),
  );
  for (const [path, on] of [
    ['/api/v1/pleroma/accounts/:id/subscribe', true],
    ['/api/v1/pleroma/accounts/:id/unsubscribe', false],
  ] as const) {
    app.post<{ Params: { id: string } }>(path, async (request, reply) => {
      const ctx = contextFor(request, shared);
      if (!ctx.viewer) return fail(reply, 403, ERRORS.invalidCredentials);
      const other = target(ctx, request.params.id);
      if (!other) return fail(reply, 404, ERRORS.recordNotFound);
      rel.set(rel.subscriptions, ctx.viewer.id, other.id, on);
      return renderRelationship(store, ctx.viewer, other);
    });
  }

  app.get('/api/v1/accounts/relationships', async (request, reply) => {
    const ctx = contextFor(request, shared);
    if (!ctx.viewer) return fail(reply, 403, ERRORS.invalidCredentials);
    const query = request.query as Record<string, unknown>;
    const ids = [...listOf(query.id), ...listOf(query['id[]'])];
    const viewer = ctx.viewer;
    return ids.flatMap((id) => {
      const other = target(ctx, id);
      return other ? [renderRelationship(store, viewer, other)] : [];
    });
  });

  /** Followers and following, newest account id first, paged by account id. */
  function people(
    request: FastifyRequest<{ Params: { id: string } }>,
    reply: FastifyReply,
    which: 'followers' | 'following',
  ) {
    const ctx = contextFor(request, shared);
    if (!ctx.viewer && shared.config.privateMode) return fail(reply, 403, ERRORS.needsAuth);
    const account = target(ctx, request.params.id);
    if (!account) return fail(reply, 404, ERRORS.recordNotFound);
    const hidden =
      shared.config.software === 'mastodon'
        ? hidesCollections(account)
        : which === 'followers'
          ? account.hideFollowers
          : account.hideFollows;
    // Akkoma and Mastodon answer hidden lists with an empty page unless the owner asks.
    if (hidden && ctx.viewer?.id !== account.id && !isStaff(ctx.viewer)) return [];
    const ids =
      which === 'followers'
        ? store.followersOf(account.id)
        : [...(store.following.get(account.id) ?? [])];
    const records = ids
      .map((id) => store.accounts.get(id))
      .filter((a): a is AccountRecord => a !== undefined && !a.deactivated)
      .sort((a, b) => (a.id < b.id ? 1 : -1));
    const query = request.query as PageQuery & Record<string, string>;
    const page = paginate(records, query);
    const link = linkHeader(
      shared.config.publicUrl,
      `/api/v1/accounts/${account.id}/${which}`,
      query,
      page,
    );
    if (link) reply.header('link', link);
    return page.map((a) => renderAccount(ctx, a));
  }
  app.get<{ Params: { id: string } }>('/api/v1/accounts/:id/followers', (request, reply) =>
    people(request, reply, 'followers'),
  );
  app.get<{ Params: { id: string } }>('/api/v1/accounts/:id/following', (request, reply) =>
    people(request, reply, 'following'),
  );

  for (const [path, edges] of [
    ['/api/v1/blocks', rel.blocks],
    ['/api/v1/mutes', rel.mutes],
  ] as const) {
    app.get(path, async (request, reply) => {
      const ctx = contextFor(request, shared);
      if (!ctx.viewer) return fail(reply, 403, ERRORS.invalidCredentials);
      const records = [...(edges.get(ctx.viewer.id) ?? [])]
        .map((id) => store.accounts.get(id))
        .filter((a): a is AccountRecord => a !== undefined)
        .sort((a, b) => (a.id < b.id ? 1 : -1));
      return paginate(records, request.query as PageQuery).map((a) => renderAccount(ctx, a));
    });
  }

  app.get('/api/v1/domain_blocks', async (request, reply) => {
    const ctx = contextFor(request, shared);
    if (!ctx.viewer) return fail(reply, 403, ERRORS.invalidCredentials);
    // Mastodon pages this list by the blocks' ids (100 by default, at most 200), newest first.
    const blocks = [...(rel.domainBlocks.get(ctx.viewer.id) ?? [])]
      .map(([domain, id]) => ({ domain, id }))
      .sort((a, b) => (a.id < b.id ? 1 : -1));
    const query = request.query as PageQuery & Record<string, string>;
    const page = paginate(blocks, query, { fallback: 100, max: 200 });
    const link = linkHeader(shared.config.publicUrl, '/api/v1/domain_blocks', query, page);
    if (link) reply.header('link', link);
    return page.map((b) => b.domain);
  });
  for (const method of ['POST', 'DELETE'] as const) {
    app.route({
      method,
      url: '/api/v1/domain_blocks',
      handler: async (request, reply) => {
        const ctx = contextFor(request, shared);
        if (!ctx.viewer) return fail(reply, 403, ERRORS.invalidCredentials);
        const domain = String(
          bodyOf(request).domain ?? (request.query as Record<string, unknown>).domain ?? '',
        )
          .trim()
          .toLowerCase();
        if (domain === '') return fail(reply, 422, 'Validation failed');
        rel.setDomainBlocked(ctx.viewer.id, domain, method === 'POST');
        return {};
      },
    });
  }

  app.post('/api/v1/reports', async (request, reply) => {
    const ctx = contextFor(request, shared);
    if (!ctx.viewer) return fail(reply, 403, ERRORS.invalidCredentials);
    const body = bodyOf(request);
    const other = target(ctx, String(body.account_id ?? ''));
    if (!other) return fail(reply, 404, ERRORS.recordNotFound);
    const statusIds = [...listOf(body.status_ids), ...listOf(body['status_ids[]'])];
    if (statusIds.some((id) => store.statuses.get(id)?.accountId !== other.id))
      return fail(reply, 422, 'Validation failed');
    const report = {
      id: store.ids.next(store.now),
      reporterId: ctx.viewer.id,
      targetId: other.id,
      statusIds,
      comment: typeof body.comment === 'string' ? body.comment : '',
      forward: flag(body.forward) && other.domain !== null,
      createdAt: Date.now(),
      state: 'open' as const,
      notes: [],
    };
    rel.reports.push(report);
    return {
      id: report.id,
      action_taken: false,
      action_taken_at: null,
      category: 'other',
      comment: report.comment,
      forwarded: report.forward,
      created_at: isoTime(report.createdAt),
      status_ids: report.statusIds,
      rule_ids: [],
      target_account: renderAccount(ctx, other),
    };
  });

  // Lets end-to-end tests see what a report carried (control API only).
  if (shared.config.control)
    app.get('/__control/reports', async () =>
      rel.reports.map((r) => ({ ...r, createdAt: isoTime(r.createdAt) })),
    );
};
