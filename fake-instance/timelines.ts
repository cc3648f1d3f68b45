import { visitorsMayRead } from './config.js';
import type { RenderContext } from './render/context.js';
import type { StatusRecord } from './store.js';
import { canSee } from './visibility.js';

/**
 * Which statuses each timeline holds, newest first, following Akkoma's TimelineController:
 * public, local, bubble and hashtag timelines hold posts only (no repeats); home holds the
 * viewer's own and followed accounts' posts and repeats, plus posts that mention the viewer.
 * Local-only posts appear in public timelines for signed-in users only.
 */

export interface TimelineFilters {
  onlyMedia?: boolean;
  excludeReplies?: boolean;
  /** all | following | self: which replies to keep (Akkoma's reply_visibility). */
  replyVisibility?: string;
}

export type PublicKind = 'local' | 'federated' | 'bubble';

function mediaOf(ctx: RenderContext, status: StatusRecord): number {
  const original = status.reblogOfId ? ctx.store.statuses.get(status.reblogOfId) : status;
  return original?.mediaIds.length ?? 0;
}

function applyFilters(
  ctx: RenderContext,
  statuses: StatusRecord[],
  filters: TimelineFilters,
): StatusRecord[] {
  const viewer = ctx.viewer;
  return statuses.filter((status) => {
    if (filters.onlyMedia && mediaOf(ctx, status) === 0) return false;
    if (filters.excludeReplies && status.inReplyToId) return false;
    if (
      viewer &&
      status.inReplyToId &&
      filters.replyVisibility &&
      filters.replyVisibility !== 'all'
    ) {
      const parent = ctx.store.statuses.get(status.inReplyToId);
      const parentAuthor = parent?.accountId;
      if (status.accountId === viewer.id || parentAuthor === viewer.id) return true;
      if (filters.replyVisibility === 'self') return false;
      if (filters.replyVisibility === 'following')
        return parentAuthor !== undefined && ctx.store.isFollowing(viewer.id, parentAuthor);
    }
    return true;
  });
}

/** true when a visitor is asking for a timeline the instance hides from visitors. */
export function visitorBlocked(ctx: RenderContext, kind: PublicKind): boolean {
  return ctx.viewer === undefined && !visitorsMayRead(ctx.config, kind);
}

export function publicTimeline(
  ctx: RenderContext,
  kind: PublicKind,
  options: TimelineFilters & { remoteOnly?: boolean },
): StatusRecord[] {
  const bubble = new Set(ctx.config.bubbleInstances.map((d) => d.toLowerCase()));
  const list = ctx.store.newestFirst().filter((status) => {
    if (status.reblogOfId) return false;
    const author = ctx.store.accounts.get(status.accountId);
    if (!author) return false;
    const local = author.domain === null;
    const visibleHere =
      status.visibility === 'public' ||
      (status.visibility === 'local' && ctx.viewer !== undefined && kind !== 'bubble');
    if (!visibleHere) return false;
    if (kind === 'local' && !local) return false;
    if (kind === 'bubble' && !local && !bubble.has(author.domain ?? '')) return false;
    if (options.remoteOnly && local) return false;
    return canSee(ctx, status);
  });
  return applyFilters(ctx, list, options);
}

export function tagTimeline(
  ctx: RenderContext,
  tag: string,
  options: TimelineFilters & { localOnly?: boolean },
): StatusRecord[] {
  const wanted = tag.toLowerCase();
  const list = ctx.store.newestFirst().filter((status) => {
    if (status.reblogOfId || !status.tags.includes(wanted)) return false;
    const author = ctx.store.accounts.get(status.accountId);
    if (!author || (options.localOnly && author.domain !== null)) return false;
    const visibleHere =
      status.visibility === 'public' || (status.visibility === 'local' && ctx.viewer !== undefined);
    return visibleHere && canSee(ctx, status);
  });
  return applyFilters(ctx, list, options);
}

export function homeTimeline(
  ctx: RenderContext,
  options: TimelineFilters & { localOnly?: boolean },
): StatusRecord[] {
  const viewer = ctx.viewer;
  if (!viewer) return [];
  const list = ctx.store.newestFirst().filter((status) => {
    const author = ctx.store.accounts.get(status.accountId);
    if (!author) return false;
    if (options.localOnly && author.domain !== null) return false;
    const mine = status.accountId === viewer.id;
    const followed = ctx.store.isFollowing(viewer.id, status.accountId);
    const mentioned = status.mentionIds.includes(viewer.id);
    if (!mine && !followed && !mentioned) return false;
    return canSee(ctx, status);
  });
  return applyFilters(ctx, list, options);
}
