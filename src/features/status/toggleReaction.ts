import type { EmojiReaction } from '../../api/entities';
import { groupReactions, reactionKey } from './reactionGroups';

/** The reaction list after the viewer adds (or removes) one, for the optimistic update. */
export function toggleReaction(
  reactions: readonly EmojiReaction[],
  emoji: { name: string; url: string | null },
  add: boolean,
  viewerId: string,
): EmojiReaction[] {
  const key = reactionKey(emoji);
  const grouped = groupReactions(reactions);
  const found = grouped.find((r) => reactionKey(r) === key || r.name === emoji.name);
  if (add) {
    if (found?.me) return grouped;
    if (found) {
      found.count += 1;
      found.me = true;
      found.accounts = [...found.accounts, viewerId];
      return grouped;
    }
    return [
      ...grouped,
      { name: emoji.name, url: emoji.url, count: 1, me: true, accounts: [viewerId] },
    ];
  }
  if (!found?.me) return grouped;
  found.count -= 1;
  found.me = false;
  found.accounts = found.accounts.filter((id) => id !== viewerId);
  return grouped.filter((r) => r.count > 0);
}
