import type { Emoji, EmojiReaction } from '../entities';
import type { WireEmoji, WireEmojiReaction } from '../wire';
import {
  asArray,
  asBoolean,
  asId,
  asNullableString,
  asNumber,
  asString,
  asStringArray,
  isRecord,
  mapSkipping,
} from './read';
import { safeNullableWebUrl, safeWebUrl } from './url';

export function normaliseEmoji(wire: WireEmoji): Emoji | null {
  if (!isRecord(wire)) return null;
  const shortcode = asString(wire.shortcode);
  if (shortcode === '') return null;
  // Without a picture a web page can load, the shortcode stays text.
  const url = safeWebUrl(asString(wire.url));
  if (url === '') return null;
  const emoji: Emoji = { shortcode, url, static_url: safeWebUrl(asString(wire.static_url)) || url };
  if (typeof wire.visible_in_picker === 'boolean') emoji.visible_in_picker = wire.visible_in_picker;
  if (wire.category !== undefined) emoji.category = asNullableString(wire.category);
  return emoji;
}

export function normaliseEmojis(list: unknown): Emoji[] {
  return mapSkipping(list, (item) => normaliseEmoji(item as WireEmoji));
}

export function normaliseEmojiReaction(wire: WireEmojiReaction): EmojiReaction | null {
  if (!isRecord(wire)) return null;
  const name = asString(wire.name);
  if (name === '') return null;
  // Pleroma's /reactions endpoint embeds accounts; timelines send account_ids (or nothing).
  const accountIds = Array.isArray(wire.account_ids)
    ? asStringArray(wire.account_ids)
    : asArray(wire.accounts)
        .map((account) => (isRecord(account) ? asId(account['id']) : null))
        .filter((id): id is string => id !== null);
  return {
    name,
    url: safeNullableWebUrl(asNullableString(wire.url)),
    count: asNumber(wire.count),
    me: asBoolean(wire.me),
    accounts: accountIds,
  };
}

export function normaliseEmojiReactions(list: unknown): EmojiReaction[] {
  return mapSkipping(list, (item) => normaliseEmojiReaction(item as WireEmojiReaction));
}
