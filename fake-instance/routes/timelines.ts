import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { contextFor, ERRORS, fail, flag, type Shared } from '../auth.js';
import { listMembers } from '../listMembership.js';
import { linkHeader, paginate, type PageQuery } from '../paging.js';
import type { RenderContext } from '../render/context.js';
import { renderStatus } from '../render/status.js';
import type { StatusRecord } from '../store.js';
import {
  bookmarkedByViewer,
  byAccount,
  collect,
  favouritedByViewer,
  homeTimeline,
  inDirect,
  inList,
  publicTimeline,
  tagTimeline,
  visitorBlocked,
  type TimelineFilters,
} from '../timelines.js';
import { mastodonApiOnly } from '../software.js';
import { canSee } from '../visibility.js';

type TimelineQuery = PageQuery & Record<string, string | string[] | undefined>;

function filtersOf(ctx: RenderContext, query: TimelineQuery): TimelineFilters {
  // reply_visibility is Pleroma's: Mastodon and GoToSocial ignore it and send every reply.
  const pleroma = !mastodonApiOnly(ctx.config.software);
  return {
    onlyMedia: flag(query.only_media),
    excludeReplies: flag(query.exclude_replies),
    replyVisibility:
      pleroma && typeof query.reply_visibility === 'string' ? query.reply_visibility : undefined,
    withMuted: flag(query.with_muted),
  };
}

/** Pages a timeline, sets the Link header and renders the page. */
function sendPage(
  ctx: RenderContext,
  request: FastifyRequest,
  reply: FastifyReply,
  statuses: StatusRecord[],
) {
  const query = request.query as TimelineQuery;
  const page = paginate(statuses, query);
  const path = request.url.split('?')[0] ?? request.url;
  const link = linkHeader(ctx.config.publicUrl, path, query, page);
  if (link) reply.header('link', link);
  return page.map((status) => renderStatus(ctx, status));
}

export const timelineRoutes: FastifyPluginAsync<Shared> = async (app, shared) => {
  app.get('/api/v1/timelines/public', async (request, reply) => {
    const ctx = contextFor(request, shared);
    const query = request.query as TimelineQuery;
    const kind = flag(query.local) ? 'local' : 'federated';
    if (visitorBlocked(ctx, kind)) return fail(reply, 401, ERRORS.timelineAuth);
    return sendPage(
      ctx,
      request,
      reply,
      publicTimeline(ctx, kind, { ...filtersOf(ctx, query), remoteOnly: flag(query.remote) }),
    );
  });

  app.get('/api/v1/timelines/bubble', async (request, reply) => {
    const ctx = contextFor(request, shared);
    if (visitorBlocked(ctx, 'bubble')) return fail(reply, 401, ERRORS.timelineAuth);
    // With no bubble domains Akkoma still answers: the bubble is then the local server alone.
    return sendPage(
      ctx,
      request,
      reply,
      publicTimeline(ctx, 'bubble', filtersOf(ctx, request.query as TimelineQuery)),
    );
  });

  app.get<{ Params: { tag: string } }>('/api/v1/timelines/tag/:tag', async (request, reply) => {
    const ctx = contextFor(request, shared);
    const query = request.query as TimelineQuery;
    const localOnly = flag(query.local);
    if (visitorBlocked(ctx, localOnly ? 'local' : 'federated'))
      return fail(reply, 401, ERRORS.timelineAuth);
    return sendPage(
      ctx,
      request,
      reply,
      tagTimeline(ctx, request.params.tag, { ...filtersOf(ctx, query), localOnly }),
    );
  });

  app.get('/api/v1/timelines/home', async (request, reply) => {
    const ctx = contextFor(request, shared);
    if (!ctx.viewer) return fail(reply, 403, ERRORS.invalidCredentials);
    const query = request.query as TimelineQuery;
    return sendPage(
      ctx,
      request,
      reply,
      homeTimeline(ctx, { ...filtersOf(ctx, query), localOnly: flag(query.local) }),
    );
  });

  app.get('/api/v1/timelines/direct', async (request, reply) => {
    const ctx = contextFor(request, shared);
    if (!ctx.viewer) return fail(reply, 403, ERRORS.invalidCredentials);
    return sendPage(
      ctx,
      request,
      reply,
      collect(ctx, inDirect, filtersOf(ctx, request.query as TimelineQuery)),
    );
  });

  app.get<{ Params: { id: string } }>('/api/v1/timelines/list/:id', async (request, reply) => {
    const ctx = contextFor(request, shared);
    if (!ctx.viewer) return fail(reply, 403, ERRORS.invalidCredentials);
    // Akkoma answers 404 for a list the viewer does not own.
    if (!listMembers(shared.store, ctx.viewer.id, request.params.id))
      return fail(reply, 404, ERRORS.recordNotFound);
    const query = request.query as TimelineQuery;
    return sendPage(
      ctx,
      request,
      reply,
      collect(ctx, inList(request.params.id), filtersOf(ctx, query)),
    );
  });

  // Mastodon pages favourites and bookmarks by the favourite's own id; ordering by the status id
  // keeps the same Link-header contract (opaque max_id/min_id) with one fewer record type.
  app.get('/api/v1/favourites', async (request, reply) => {
    const ctx = contextFor(request, shared);
    if (!ctx.viewer) return fail(reply, 403, ERRORS.invalidCredentials);
    return sendPage(ctx, request, reply, collect(ctx, favouritedByViewer));
  });

  app.get('/api/v1/bookmarks', async (request, reply) => {
    const ctx = contextFor(request, shared);
    if (!ctx.viewer) return fail(reply, 403, ERRORS.invalidCredentials);
    return sendPage(ctx, request, reply, collect(ctx, bookmarkedByViewer));
  });

  app.get<{ Params: { id: string } }>('/api/v1/accounts/:id/statuses', async (request, reply) => {
    const ctx = contextFor(request, shared);
    // Akkoma takes a nickname here too; Mastodon and GoToSocial only an id.
    const byName = mastodonApiOnly(shared.config.software)
      ? undefined
      : shared.store.accountByAcct(request.params.id);
    const account = shared.store.accounts.get(request.params.id) ?? byName;
    if (!account) return fail(reply, 404, ERRORS.userNotFound);
    if (!ctx.viewer && shared.config.privateMode) return fail(reply, 404, ERRORS.userNotFound);
    if (account.deactivated && !(ctx.viewer?.isAdmin || ctx.viewer?.isModerator))
      return fail(reply, 404, ERRORS.userNotFound);
    const query = request.query as TimelineQuery;
    // A profile shows the person's posts even when the viewer mutes them.
    const statuses = collect(ctx, byAccount(account.id, flag(query.pinned)), {
      ...filtersOf(ctx, query),
      withMuted: undefined,
    });
    // Repeats are kept out of only_media and exclude_replies views only by those filters.
    return sendPage(ctx, request, reply, statuses);
  });

  // Hashtag following (document 3 §7: GET /tags/{tag}, POST follow and unfollow).
  // Per viewer: tag name -> the follow's id (Mastodon pages followed tags by the follow's id).
  const followed = new Map<string, Map<string, string>>();
  let followSeq = 0;
  const renderTag = (ctx: RenderContext, name: string) => {
    const lower = name.toLowerCase();
    const uses = shared.store
      .newestFirst()
      .filter((s) => !s.reblogOfId && s.tags.includes(lower) && canSee(ctx, s)).length;
    return {
      id: lower,
      name: lower,
      url: `${ctx.config.publicUrl}/tag/${encodeURIComponent(lower)}`,
      history: [
        {
          day: String(Math.floor(shared.store.now / 86_400_000) * 86_400),
          uses: String(uses),
          accounts: '0',
        },
      ],
      following: ctx.viewer ? (followed.get(ctx.viewer.id)?.has(lower) ?? false) : undefined,
    };
  };
  app.get<{ Params: { tag: string } }>('/api/v1/tags/:tag', async (request) =>
    renderTag(contextFor(request, shared), request.params.tag),
  );
  app.get('/api/v1/followed_tags', async (request, reply) => {
    const ctx = contextFor(request, shared);
    if (!ctx.viewer) return fail(reply, 403, ERRORS.invalidCredentials);
    const follows = [...(followed.get(ctx.viewer.id) ?? [])]
      .map(([name, id]) => ({ id, name }))
      .sort((a, b) => (a.id < b.id ? 1 : a.id > b.id ? -1 : 0));
    const query = request.query as PageQuery;
    const page = paginate(follows, query);
    const link = linkHeader(
      ctx.config.publicUrl,
      '/api/v1/followed_tags',
      { limit: query.limit },
      page,
    );
    if (link) reply.header('link', link);
    return page.map((follow) => renderTag(ctx, follow.name));
  });
  for (const action of ['follow', 'unfollow'] as const) {
    app.post<{ Params: { tag: string } }>(`/api/v1/tags/:tag/${action}`, async (request, reply) => {
      const ctx = contextFor(request, shared);
      if (!ctx.viewer) return fail(reply, 403, ERRORS.invalidCredentials);
      const set = followed.get(ctx.viewer.id) ?? new Map<string, string>();
      const lower = request.params.tag.toLowerCase();
      if (action === 'unfollow') set.delete(lower);
      else if (!set.has(lower)) set.set(lower, String((followSeq += 1)).padStart(10, '0'));
      followed.set(ctx.viewer.id, set);
      return renderTag(ctx, lower);
    });
  }
};
