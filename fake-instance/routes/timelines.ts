import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { contextFor, ERRORS, fail, flag, type Shared } from '../auth.js';
import { linkHeader, paginate, type PageQuery } from '../paging.js';
import type { RenderContext } from '../render/context.js';
import { renderStatus } from '../render/status.js';
import type { StatusRecord } from '../store.js';
import {
  homeTimeline,
  publicTimeline,
  tagTimeline,
  visitorBlocked,
  type TimelineFilters,
} from '../timelines.js';

type TimelineQuery = PageQuery & Record<string, string | string[] | undefined>;

function filtersOf(query: TimelineQuery): TimelineFilters {
  return {
    onlyMedia: flag(query.only_media),
    excludeReplies: flag(query.exclude_replies),
    replyVisibility:
      typeof query.reply_visibility === 'string' ? query.reply_visibility : undefined,
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
      publicTimeline(ctx, kind, { ...filtersOf(query), remoteOnly: flag(query.remote) }),
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
      publicTimeline(ctx, 'bubble', filtersOf(request.query as TimelineQuery)),
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
      tagTimeline(ctx, request.params.tag, { ...filtersOf(query), localOnly }),
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
      homeTimeline(ctx, { ...filtersOf(query), localOnly: flag(query.local) }),
    );
  });
};
