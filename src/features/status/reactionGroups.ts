import type { EmojiReaction } from '../../api/entities';

/** Document 2 §4: 12 reactions show, then a '+N' toggle. */
export const REACTIONS_SHOWN = 12;

/** A reaction's identity: custom emoji are keyed by name and image, unicode ones by name. */
export function reactionKey(reaction: Pick<EmojiReaction, 'name' | 'url'>): string {
  return reaction.url ? `${reaction.name}\u0000${reaction.url}` : reaction.name;
}

/**
 * Reactions merged by key (servers may repeat an emoji, e.g. the same custom emoji from two
 * domains stays apart because its image differs), in the server's order.
 */
export function groupReactions(reactions: readonly EmojiReaction[]): EmojiReaction[] {
  const byKey = new Map<string, EmojiReaction>();
  for (const r of reactions) {
    const key = reactionKey(r);
    const seen = byKey.get(key);
    if (!seen) {
      byKey.set(key, { ...r, accounts: [...r.accounts] });
      continue;
    }
    seen.count += r.count;
    seen.me = seen.me || r.me;
    seen.accounts = [...new Set([...seen.accounts, ...r.accounts])];
  }
  return [...byKey.values()].filter((r) => r.count > 0);
}

/** What the reaction bar shows: the first 12 unless expanded, and how many are hidden. */
export function visibleReactions(
  reactions: readonly EmojiReaction[],
  expanded: boolean,
): { shown: EmojiReaction[]; hidden: number } {
  const grouped = groupReactions(reactions);
  if (expanded || grouped.length <= REACTIONS_SHOWN) return { shown: grouped, hidden: 0 };
  return { shown: grouped.slice(0, REACTIONS_SHOWN), hidden: grouped.length - REACTIONS_SHOWN };
}

/** The shortcode shown for a custom reaction: `blob@remote.example` reads as `blob`. */
export function reactionLabel(reaction: Pick<EmojiReaction, 'name' | 'url'>): string {
  if (!reaction.url) return reaction.name;
  return reaction.name.split('@')[0] ?? reaction.name;
}
