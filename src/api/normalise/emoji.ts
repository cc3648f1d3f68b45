import type { Emoji, EmojiReaction } from '../entities';
import type { WireEmoji, WireEmojiReaction } from '../wire';
import * as read from './read';
import { safeNullableWebUrl, safeWebUrl } from './url';

export function normaliseEmoji(wire: WireEmoji): Emoji | null {
  if (!read.isRecord(wire)) return null;
  const shortcode = read.asString(wire.shortcode);
  if (shortcode === '') return null;
  // Without a picture a web page can load, the shortcode stays text.
  const url = safeWebUrl(read.asString(wire.url));
  if (url === '') return null;
  const emoji: Emoji = {
    shortcode,
    url,
    static_url: safeWebUrl(read.asString(wire.static_url)) || url,
  };
  if (typeof wire.visible_in_picker === 'boolean') emoji.visible_in_picker = wire.visible_in_picker;
  if (wire.category !== undefined) emoji.category = read.asNullableString(wire.category);
  return emoji;
}

export function normaliseEmojis(list: unknown): Emoji[] {
  return read.mapSkipping(list, (item) => normaliseEmoji(item as WireEmoji));
}

export function normaliseEmojiReaction(wire: WireEmojiReaction): EmojiReaction | null {
  if (!read.isRecord(wire)) return null;
  const name = read.asString(wire.name);
  if (name === '') return null;
  // Pleroma's /reactions endpoint embeds accounts; timelines send account_ids (or nothing).
  const accountIds = Array.isArray(wire.account_ids)
    ? read.asStringArray(wire.account_ids)
    : read
        .asArray(wire.accounts)
        .map((account) => (read.isRecord(account) ? read.asId(account['id']) : null))
        .filter((id): id is string => id !== null);
  return {
    name,
    url: safeNullableWebUrl(read.asNullableString(wire.url)),
    count: read.asNumber(wire.count),
    me: read.asBoolean(wire.me),
    accounts: accountIds,
  };
}

export function normaliseEmojiReactions(list: unknown): EmojiReaction[] {
  return read.mapSkipping(list, (item) => normaliseEmojiReaction(item as WireEmojiReaction));
}
