import type { CustomEmoji } from '../../api/entities';

export interface CustomEmojiGroup {
  /** The pack's name, or null for emoji in no pack (shown under the catalogue's "Custom emoji"). */
  pack: string | null;
  emoji: CustomEmoji[];
}

/**
 * The reaction picker's custom emoji by pack (Pleroma tags them 'pack:name'; Mastodon's
 * categories arrive as a plain first tag), in the order each pack first appears, so a heading
 * can stand over each and none runs into the Unicode emoji.
 */
export function groupCustomEmojiByPack(emoji: readonly CustomEmoji[]): CustomEmojiGroup[] {
  const groups = new Map<string, CustomEmojiGroup>();
  for (const e of emoji) {
    const pack = e.tags[0]?.replace(/^pack:/i, '').trim() || null;
    const key = pack ?? '';
    let group = groups.get(key);
    if (!group) {
      group = { pack, emoji: [] };
      groups.set(key, group);
    }
    group.emoji.push(e);
  }
  return [...groups.values()];
}
