import { visitorsMayRead } from './config.js';
import type { RenderContext } from './render/context.js';
import type { StatusRecord } from './store.js';
import { byMutedAccount, canSee } from './visibility.js';
import { listMembers } from './listMembership.js';

/**
 * Which statuses each timeline holds, newest first, following Akkoma's TimelineController:
 * public, local, bubble and hashtag timelines hold posts only (no repeats); home holds the
 * viewer's own and followed accounts' posts and repeats, plus posts that mention the viewer.
 * Local-only posts appear in public timelines for signed-in users only.
 *
 * Each timeline is a per-status predicate, so the streaming server can ask "does this new
 * status belong to that stream?" with the same rule the REST timeline uses.
 */

export interface TimelineFilters {
  onlyMedia?: boolean;
  excludeReplies?: boolean;
  /** all | following | self: which replies to keep (Akkoma's reply_visibility). */
  replyVisibility?: string;
  /**
   * Akkoma's with_muted: false leaves out posts (and repeats) by accounts the viewer mutes;
   * true keeps them, flagged `muted`, for the client's placeholder. Undefined: no mute rule
   * (favourites, bookmarks, profiles).
   */
  withMuted?: boolean;
}

export type PublicKind = 'local' | 'federated' | 'bubble';

export type StatusPredicate = (ctx: RenderContext, status: StatusRecord) => boolean;

function mediaOf(ctx: RenderContext, status: StatusRecord): number {
  const original = status.reblogOfId ? ctx.store.statuses.get(status.reblogOfId) : status;
  return original?.mediaIds.length ?? 0;
}

function passesFilters(
  ctx: RenderContext,
  status: StatusRecord,
  filters: TimelineFilters,
): boolean {
  const viewer = ctx.viewer;
  if (filters.onlyMedia && mediaOf(ctx, status) === 0) return false;
  if (filters.excludeReplies && status.inReplyToId) return false;
  if (filters.withMuted === false && byMutedAccount(ctx, status)) return false;
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
}

/** Applies a predicate plus the caller's filters to the whole store, newest first. */
export function collect(
  ctx: RenderContext,
  predicate: StatusPredicate,
  filters: TimelineFilters = {},
): StatusRecord[] {
  return ctx.store
    .newestFirst()
    .filter((status) => predicate(ctx, status) && passesFilters(ctx, status, filters));
}

/** true when a visitor is asking for a timeline the instance hides from visitors. */
export function visitorBlocked(ctx: RenderContext, kind: PublicKind): boolean {
  return ctx.viewer === undefined && !visitorsMayRead(ctx.config, kind);
}

export function inPublic(kind: PublicKind, remoteOnly = false): StatusPredicate {
  return (ctx, status) => {
    if (status.reblogOfId) return false;
    const author = ctx.store.accounts.get(status.accountId);
    if (!author) return false;
    const local = author.domain === null;
    const visibleHere =
      status.visibility === 'public' ||
      (status.visibility === 'local' && ctx.viewer !== undefined && kind !== 'bubble');
    if (!visibleHere) return false;
    if (kind === 'local' && !local) return false;
    if (kind === 'bubble') {
      const bubble = ctx.config.bubbleInstances.map((d) => d.toLowerCase());
      if (!local && !bubble.includes(author.domain ?? '')) return false;
    }
    if (remoteOnly && local) return false;
    return canSee(ctx, status);
  };
}

export function inTag(tag: string, localOnly = false): StatusPredicate {
  const wanted = tag.toLowerCase();
  return (ctx, status) => {
    if (status.reblogOfId || !status.tags.includes(wanted)) return false;
    const author = ctx.store.accounts.get(status.accountId);
    if (!author || (localOnly && author.domain !== null)) return false;
    const visibleHere =
      status.visibility === 'public' || (status.visibility === 'local' && ctx.viewer !== undefined);
    return visibleHere && canSee(ctx, status);
  };
}

export function inHome(localOnly = false): StatusPredicate {
  return (ctx, status) => {
    const viewer = ctx.viewer;
    if (!viewer) return false;
    const author = ctx.store.accounts.get(status.accountId);
    if (!author) return false;
    if (localOnly && author.domain !== null) return false;
    const mine = status.accountId === viewer.id;
    const followed = ctx.store.isFollowing(viewer.id, status.accountId);
    const mentioned = status.mentionIds.includes(viewer.id);
    if (!mine && !followed && !mentioned) return false;
    return canSee(ctx, status);
  };
}

/** Direct messages the viewer wrote or was addressed in. */
export const inDirect: StatusPredicate = (ctx, status) =>
  ctx.viewer !== undefined &&
  status.visibility === 'direct' &&
  !status.reblogOfId &&
  canSee(ctx, status);

/** A list holds its members' posts and repeats that the viewer may see. */
export function inList(listId: string): StatusPredicate {
  return (ctx, status) => {
    const members = ctx.viewer ? listMembers(ctx.store, ctx.viewer.id, listId) : undefined;
    return members !== undefined && members.includes(status.accountId) && canSee(ctx, status);
  };
}

/** A user's own posts and repeats; pinned ones only when asked. */
export function byAccount(accountId: string, pinnedOnly = false): StatusPredicate {
  return (ctx, status) =>
    status.accountId === accountId &&
    (!pinnedOnly || status.pinnedBy.includes(accountId)) &&
    canSee(ctx, status);
}

export const favouritedByViewer: StatusPredicate = (ctx, status) =>
  ctx.viewer !== undefined && status.favouritedBy.includes(ctx.viewer.id) && canSee(ctx, status);

export const bookmarkedByViewer: StatusPredicate = (ctx, status) =>
  ctx.viewer !== undefined && status.bookmarkedBy.includes(ctx.viewer.id) && canSee(ctx, status);

export function publicTimeline(
  ctx: RenderContext,
  kind: PublicKind,
  options: TimelineFilters & { remoteOnly?: boolean },
): StatusRecord[] {
  return collect(ctx, inPublic(kind, options.remoteOnly), options);
}

export function tagTimeline(
  ctx: RenderContext,
  tag: string,
  options: TimelineFilters & { localOnly?: boolean },
): StatusRecord[] {
  return collect(ctx, inTag(tag, options.localOnly), options);
}

export function homeTimeline(
  ctx: RenderContext,
  options: TimelineFilters & { localOnly?: boolean },
): StatusRecord[] {
  return collect(ctx, inHome(options.localOnly), options);
}
