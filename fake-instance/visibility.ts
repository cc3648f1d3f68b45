import type { RenderContext } from './render/context.js';
import { isStaff } from './render/context.js';
import type { StatusRecord } from './store.js';

/**
 * Who may see a status, following Akkoma: visitors see public and unlisted posts (none in
 * private mode); local-only posts need a signed-in user; followers-only posts need a
 * follower or a mention; direct posts need a mention. Posts of deactivated accounts are
 * hidden from everyone but staff.
 */
export function canSee(ctx: RenderContext, status: StatusRecord): boolean {
  const { store, viewer, config } = ctx;
  if (status.reblogOfId) {
    const original = store.statuses.get(status.reblogOfId);
    if (!original || !canSee(ctx, original)) return false;
  }
  const author = store.accounts.get(status.accountId);
  if (!author) return false;
  if (author.deactivated && !isStaff(viewer)) return false;
  if (!viewer) {
    if (config.privateMode) return false;
    return status.visibility === 'public' || status.visibility === 'unlisted';
  }
  if (viewer.id === author.id) return true;
  switch (status.visibility) {
    case 'public':
    case 'unlisted':
    case 'local':
      return true;
    case 'private':
      return store.isFollowing(viewer.id, author.id) || status.mentionIds.includes(viewer.id);
    case 'direct':
      return status.mentionIds.includes(viewer.id);
  }
}

/** Whether the viewer mutes the author of a status or of the post it repeats. */
export function byMutedAccount(ctx: RenderContext, status: StatusRecord): boolean {
  const viewer = ctx.viewer;
  if (!viewer) return false;
  const mutes = ctx.store.relations.mutes;
  const mutedAuthor = (accountId: string) =>
    accountId !== viewer.id && ctx.store.relations.has(mutes, viewer.id, accountId);
  if (mutedAuthor(status.accountId)) return true;
  const original = status.reblogOfId ? ctx.store.statuses.get(status.reblogOfId) : undefined;
  return original !== undefined && mutedAuthor(original.accountId);
}
