import type { FastifyPluginAsync } from 'fastify';
import { contextFor, ERRORS, fail, type Shared } from '../auth.js';
import type { RenderContext } from '../render/context.js';
import { renderStatus } from '../render/status.js';
import type { StatusRecord } from '../store.js';
import { canSee } from '../visibility.js';

/** Ancestors root first; descendants depth first in thread order, each level oldest first. */
function threadAround(
  ctx: RenderContext,
  status: StatusRecord,
): { ancestors: StatusRecord[]; descendants: StatusRecord[] } {
  const ancestors: StatusRecord[] = [];
  const seen = new Set<string>([status.id]);
  let parentId = status.inReplyToId;
  while (parentId && !seen.has(parentId)) {
    seen.add(parentId);
    const parent = ctx.store.statuses.get(parentId);
    if (!parent) break;
    if (canSee(ctx, parent)) ancestors.unshift(parent);
    parentId = parent.inReplyToId;
  }
  const descendants: StatusRecord[] = [];
  const walk = (id: string): void => {
    for (const child of ctx.store.repliesTo(id).sort((a, b) => (a.id < b.id ? -1 : 1))) {
      if (seen.has(child.id)) continue;
      seen.add(child.id);
      if (canSee(ctx, child)) descendants.push(child);
      walk(child.id);
    }
  };
  walk(status.id);
  return { ancestors, descendants };
}

export const statusRoutes: FastifyPluginAsync<Shared> = async (app, shared) => {
  app.get<{ Params: { id: string } }>('/api/v1/statuses/:id', async (request, reply) => {
    const ctx = contextFor(request, shared);
    const status = shared.store.statuses.get(request.params.id);
    if (!status || !canSee(ctx, status)) return fail(reply, 404, ERRORS.recordNotFound);
    return renderStatus(ctx, status);
  });

  app.get<{ Params: { id: string } }>('/api/v1/statuses/:id/context', async (request, reply) => {
    const ctx = contextFor(request, shared);
    // Unlike the status itself, Akkoma's context call goes through the private-mode check.
    if (!ctx.viewer && shared.config.privateMode) return fail(reply, 403, ERRORS.needsAuth);
    const found = shared.store.statuses.get(request.params.id);
    if (!found || !canSee(ctx, found)) return fail(reply, 404, ERRORS.recordNotFound);
    // The context of a repeat is the context of the repeated status.
    const status = found.reblogOfId
      ? (shared.store.statuses.get(found.reblogOfId) ?? found)
      : found;
    const { ancestors, descendants } = threadAround(ctx, status);
    return {
      ancestors: ancestors.map((s) => renderStatus(ctx, s)),
      descendants: descendants.map((s) => renderStatus(ctx, s)),
    };
  });
};
