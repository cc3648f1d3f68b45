import type { Reaction } from '../store.js';
import { absolute, type RenderContext } from './context.js';

/**
 * Akkoma's emoji reactions: name, count, me, url (custom emoji only) and account_ids.
 * Sorted by count, as Akkoma does, so the biggest reactions come first.
 */
export function renderReactions(ctx: RenderContext, reactions: Reaction[]) {
  return reactions
    .filter((r) => r.accountIds.length > 0)
    .map((r) => {
      const custom = ctx.store.emoji.get(r.name);
      return {
        name: r.name,
        count: r.accountIds.length,
        me: ctx.viewer ? r.accountIds.includes(ctx.viewer.id) : false,
        url: custom ? absolute(ctx, custom.path) : null,
        account_ids: r.accountIds,
      };
    })
    .sort((a, b) => b.count - a.count);
}
