import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { contextFor, ERRORS, fail, type Shared } from '../auth.js';
import {
  bookFor,
  renderNotification,
  wireKind,
  type NotificationRecord,
} from '../notifications.js';
import { linkHeader, paginate, type PageQuery } from '../paging.js';
import { renderAccount } from '../render/account.js';
import type { RenderContext } from '../render/context.js';
import { VAPID_PUBLIC_KEY } from '../render/limits.js';
import { renderRelationship } from '../render/relationship.js';

// The router ignores a trailing slash (server.ts), so `/api/v1/push/subscription/` lands here too.
const PUSH_PATHS = ['/api/v1/push/subscription'];

type NotificationQuery = PageQuery & Record<string, string | string[] | undefined>;

/** `types[]=a&types[]=b`, `types=a` or Akkoma's `include_types[]`, in either naming. */
function typeList(query: NotificationQuery, ...names: string[]): string[] | null {
  for (const name of names) {
    const raw = query[name] ?? query[`${name}[]`];
    if (raw === undefined) continue;
    return (Array.isArray(raw) ? raw : [raw]).map(wireKind);
  }
  return null;
}

function body(request: FastifyRequest): Record<string, unknown> {
  const b = request.body;
  return typeof b === 'object' && b !== null ? (b as Record<string, unknown>) : {};
}

function rendered(ctx: RenderContext, records: NotificationRecord[]) {
  return records
    .map((record) => renderNotification(ctx, record))
    .filter((n): n is Record<string, unknown> => n !== null);
}

/**
 * Notifications (document 3 §7): list with Mastodon paging and type filters, one by id,
 * Pleroma's read marker, dismiss and clear; follow requests with authorize and reject; and the
 * web-push subscription, which is stored with its alerts (nothing is ever pushed from here).
 */
export const notificationRoutes: FastifyPluginAsync<Shared> = async (app, shared) => {
  const book = () => bookFor(shared.store);
  // Seed now, not on the first request.
  book();

  app.get('/api/v1/notifications', async (request, reply) => {
    const ctx = contextFor(request, shared);
    if (!ctx.viewer) return fail(reply, 403, ERRORS.invalidCredentials);
    const query = request.query as NotificationQuery;
    const only = typeList(query, 'types', 'include_types');
    const except = typeList(query, 'exclude_types') ?? [];
    const list = book()
      .forAccount(ctx.viewer.id)
      .filter((n) => (!only || only.includes(n.type)) && !except.includes(n.type));
    const page = paginate(list, query);
    const link = linkHeader(ctx.config.publicUrl, '/api/v1/notifications', query, page);
    if (link) reply.header('link', link);
    return rendered(ctx, page);
  });

  app.get<{ Params: { id: string } }>('/api/v1/notifications/:id', async (request, reply) => {
    const ctx = contextFor(request, shared);
    if (!ctx.viewer) return fail(reply, 403, ERRORS.invalidCredentials);
    const viewerId = ctx.viewer.id;
    const record = book().notifications.find(
      (n) => n.id === request.params.id && n.accountId === viewerId,
    );
    const out = record ? renderNotification(ctx, record) : null;
    return out ?? fail(reply, 404, ERRORS.recordNotFound);
  });

  // Akkoma answers a single id with that notification and max_id with the list it marked.
  app.post('/api/v1/pleroma/notifications/read', async (request, reply) => {
    const ctx = contextFor(request, shared);
    if (!ctx.viewer) return fail(reply, 403, ERRORS.invalidCredentials);
    const viewerId = ctx.viewer.id;
    const b = { ...(request.query as Record<string, unknown>), ...body(request) };
    const mine = book().notifications.filter((n) => n.accountId === viewerId);
    if (typeof b.id === 'string' || typeof b.id === 'number') {
      const record = mine.find((n) => n.id === String(b.id));
      if (!record) return fail(reply, 404, ERRORS.recordNotFound);
      record.seen = true;
      return renderNotification(ctx, record) ?? fail(reply, 404, ERRORS.recordNotFound);
    }
    if (typeof b.max_id === 'string') {
      const maxId = b.max_id;
      const marked = mine.filter((n) => n.id <= maxId);
      for (const record of marked) record.seen = true;
      return rendered(ctx, marked.slice(0, 40));
    }
    return fail(reply, 400, 'Must set id or max_id');
  });

  app.post<{ Params: { id: string } }>(
    '/api/v1/notifications/:id/dismiss',
    async (request, reply) => {
      const ctx = contextFor(request, shared);
      if (!ctx.viewer) return fail(reply, 403, ERRORS.invalidCredentials);
      const viewerId = ctx.viewer.id;
      const b = book();
      const before = b.notifications.length;
      b.notifications = b.notifications.filter(
        (n) => !(n.id === request.params.id && n.accountId === viewerId),
      );
      return b.notifications.length < before ? {} : fail(reply, 404, ERRORS.recordNotFound);
    },
  );

  app.post('/api/v1/notifications/clear', async (request, reply) => {
    const ctx = contextFor(request, shared);
    if (!ctx.viewer) return fail(reply, 403, ERRORS.invalidCredentials);
    const viewerId = ctx.viewer.id;
    const b = book();
    b.notifications = b.notifications.filter((n) => n.accountId !== viewerId);
    return {};
  });

  app.get('/api/v1/follow_requests', async (request, reply) => {
    const ctx = contextFor(request, shared);
    if (!ctx.viewer) return fail(reply, 403, ERRORS.invalidCredentials);
    const accounts = book()
      .requestsFor(ctx.viewer.id)
      .map((id) => shared.store.accounts.get(id))
      .filter((a) => a !== undefined)
      // Newest id first, the order max_id paging walks (Mastodon pages by the request's id).
      .sort((a, b) => (a.id < b.id ? 1 : a.id > b.id ? -1 : 0));
    const page = paginate(accounts, request.query as PageQuery);
    const link = linkHeader(ctx.config.publicUrl, '/api/v1/follow_requests', {}, page);
    if (link) reply.header('link', link);
    return page.map((account) => renderAccount(ctx, account));
  });

  const decide = (approve: boolean) =>
    async function (request: FastifyRequest<{ Params: { id: string } }>, reply: FastifyReply) {
      const ctx = contextFor(request, shared);
      if (!ctx.viewer) return fail(reply, 403, ERRORS.invalidCredentials);
      const requester = shared.store.accounts.get(request.params.id);
      if (!requester) return fail(reply, 404, ERRORS.recordNotFound);
      const viewer = ctx.viewer;
      // Akkoma answers 200 with the relationship even when there was nothing to decide.
      if (book().removeRequest(viewer.id, requester.id)) {
        const note = book().notifications.find(
          (n) =>
            n.accountId === viewer.id && n.fromId === requester.id && n.type === 'follow_request',
        );
        if (approve) {
          shared.store.follow(requester.id, viewer.id);
          // As Akkoma does: the request's notification becomes a follow notification.
          if (note) note.type = 'follow';
        } else if (note) {
          book().notifications = book().notifications.filter((n) => n !== note);
        }
      }
      return renderRelationship(shared.store, viewer, requester);
    };
  app.post<{ Params: { id: string } }>('/api/v1/follow_requests/:id/authorize', decide(true));
  app.post<{ Params: { id: string } }>('/api/v1/follow_requests/:id/reject', decide(false));

  const pushReply = (sub: ReturnType<ReturnType<typeof bookFor>['subscribe']>) => ({
    id: sub.id,
    endpoint: sub.endpoint,
    alerts: sub.alerts,
    server_key: VAPID_PUBLIC_KEY,
  });

  const tokenOf = (request: FastifyRequest): string =>
    String(request.headers.authorization ?? '').replace(/^bearer\s+/i, '');

  // The spec's path ends in a slash (document 3 §7); Mastodon's does not. Both answer.
  for (const path of PUSH_PATHS)
    app.post(path, async (request, reply) => {
      const ctx = contextFor(request, shared);
      if (!ctx.viewer) return fail(reply, 403, ERRORS.invalidCredentials);
      const b = body(request);
      const sub = (typeof b.subscription === 'object' && b.subscription) as Record<
        string,
        unknown
      > | null;
      const keys = (sub && typeof sub.keys === 'object' && sub.keys) as Record<
        string,
        unknown
      > | null;
      if (!sub || typeof sub.endpoint !== 'string' || !keys)
        return fail(reply, 400, 'Missing field: subscription');
      const data = (typeof b.data === 'object' && b.data) as Record<string, unknown> | null;
      const alertsIn = (data && typeof data.alerts === 'object' && data.alerts) as Record<
        string,
        unknown
      > | null;
      const alerts: Record<string, boolean> = {};
      for (const [key, value] of Object.entries(alertsIn ?? {}))
        if (typeof value === 'boolean') alerts[key] = value;
      return pushReply(
        book().subscribe(
          tokenOf(request),
          sub.endpoint,
          { p256dh: String(keys.p256dh ?? ''), auth: String(keys.auth ?? '') },
          alerts,
        ),
      );
    });

  for (const path of PUSH_PATHS)
    app.get(path, async (request, reply) => {
      const ctx = contextFor(request, shared);
      if (!ctx.viewer) return fail(reply, 403, ERRORS.invalidCredentials);
      const sub = book().push.get(tokenOf(request));
      return sub ? pushReply(sub) : fail(reply, 404, ERRORS.recordNotFound);
    });

  for (const path of PUSH_PATHS)
    app.delete(path, async (request, reply) => {
      const ctx = contextFor(request, shared);
      if (!ctx.viewer) return fail(reply, 403, ERRORS.invalidCredentials);
      book().push.delete(tokenOf(request));
      return {};
    });
};
