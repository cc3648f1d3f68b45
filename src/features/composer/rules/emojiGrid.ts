import type { PickerEmoji } from './emojiSuggestions';

/** Document 3 §9: emoji grid cells are 40 px, group titles 24 px. */
export const EMOJI_CELL_PX = 40;
export const GROUP_TITLE_PX = 24;

export interface EmojiGroup {
  id: string;
  /** Shown as the group title and tab name; already translated, or a tag. */
  title: string;
  emoji: PickerEmoji[];
}

export type GridRow =
  | { kind: 'title'; groupId: string; title: string; size: number }
  | { kind: 'emoji'; groupId: string; items: PickerEmoji[]; size: number };

/**
 * Custom emoji grouped into tabs by their first tag (document 3 §3); untagged emoji share one
 * group. Groups keep the order their first emoji appears in.
 */
export function groupCustomEmoji(
  emoji: readonly PickerEmoji[],
  untaggedTitle: string,
): EmojiGroup[] {
  const groups = new Map<string, EmojiGroup>();
  for (const e of emoji) {
    const tag = e.tags[0] ?? '';
    const id = `custom:${tag}`;
    let group = groups.get(id);
    if (!group) {
      group = { id, title: groupTitle(tag) || untaggedTitle, emoji: [] };
      groups.set(id, group);
    }
    group.emoji.push(e);
  }
  return [...groups.values()];
}

/** Pleroma tags pack emoji 'pack:name'; the tab shows the pack's name. */
export function groupTitle(tag: string): string {
  return tag.replace(/^pack:/i, '');
}

/** How many cells fit in a row of the given width (at least 1). */
export function columnsFor(width: number): number {
  return Math.max(1, Math.floor(width / EMOJI_CELL_PX));
}

/** The virtual grid's rows: a title row per non-empty group, then its emoji in rows of `columns`. */
export function gridRows(groups: readonly EmojiGroup[], columns: number): GridRow[] {
  const rows: GridRow[] = [];
  for (const group of groups) {
    if (group.emoji.length === 0) continue;
    rows.push({ kind: 'title', groupId: group.id, title: group.title, size: GROUP_TITLE_PX });
    for (let i = 0; i < group.emoji.length; i += columns)
      rows.push({
        kind: 'emoji',
        groupId: group.id,
        items: group.emoji.slice(i, i + columns),
        size: EMOJI_CELL_PX,
      });
  }
  return rows;
}

/** Filters by shortcode or tag, case-insensitively. */
export function filterEmoji(emoji: readonly PickerEmoji[], query: string): PickerEmoji[] {
  const q = query.trim().toLowerCase();
  if (q === '') return [...emoji];
  return emoji.filter(
    (e) => e.shortcode.toLowerCase().includes(q) || e.tags.some((t) => t.toLowerCase().includes(q)),
  );
}
