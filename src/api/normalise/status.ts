import type { Status, StatusType, Tag } from '../entities';
import type { WireQuoteWrapper, WireStatus } from '../wire';
import { normaliseAttachments } from './attachment';
import { normaliseCard } from './card';
import { normaliseEmojiReactions, normaliseEmojis } from './emoji';
import { emojify, escapeHtml, htmlToText } from './html';
import { normalisePoll } from './poll';
import { safeNullableWebUrl, safeWebUrl } from './url';
import {
  asBoolean,
  asId,
  asNullableString,
  asNumber,
  asString,
  isRecord,
  mapSkipping,
  type UnknownRecord,
} from './read';
import { normaliseUser } from './user';
import { normaliseVisibility } from './visibility';

/**
 * Status type (document 3 §3): a reblog is a 'retweet'; old-style activity kinds (GNU social
 * bridges, early Pleroma) map to deletion / favorite / follow; an unrecognised kind is 'unknown'.
 */
export function statusType(wire: { reblog?: unknown; activity_type?: unknown }): StatusType {
  if (isRecord(wire.reblog)) return 'retweet';
  const activity =
    typeof wire.activity_type === 'string' ? wire.activity_type.toLowerCase() : undefined;
  switch (activity) {
    case undefined:
    case 'post':
    case 'note':
    case 'create':
      return 'status';
    case 'repeat':
    case 'share':
    case 'announce':
      return 'retweet';
    case 'delete':
      return 'deletion';
    case 'like':
    case 'favorite':
    case 'favourite':
      return 'favorite';
    case 'follow':
      return 'follow';
    default:
      return 'unknown';
  }
}

/** nsfw (document 3 §3): the sensitive flag, an nsfw tag, or #nsfw in the text. */
export function isNsfw(sensitive: boolean, tags: readonly Tag[], text: string): boolean {
  if (sensitive) return true;
  if (tags.some((tag) => tag.name.toLowerCase() === 'nsfw')) return true;
  return /(^|[^\p{L}\p{N}_])#nsfw(?![\p{L}\p{N}_])/iu.test(text);
}

function normaliseTags(list: unknown): Tag[] {
  return mapSkipping(list, (item) => {
    if (!isRecord(item)) return null;
    const name = asString(item['name']);
    return name === '' ? null : { name, url: safeWebUrl(asString(item['url'])) };
  });
}

/** The quoted status from Fedibird/Pleroma `quote`, `pleroma.quote` or Mastodon 4.4's wrapper. */
function quotedOf(
  w: WireStatus,
  pleroma: UnknownRecord,
): { quoted: WireStatus | null; wrapperId: string | null } {
  const candidates: unknown[] = [w.quote, pleroma['quote']];
  for (const candidate of candidates) {
    if (!isRecord(candidate)) continue;
    if ('quoted_status' in candidate || 'quoted_status_id' in candidate || 'state' in candidate) {
      const wrapper = candidate as WireQuoteWrapper;
      const quoted = isRecord(wrapper.quoted_status) ? (wrapper.quoted_status as WireStatus) : null;
      return {
        quoted,
        wrapperId: asId(wrapper.quoted_status_id) ?? (quoted ? asId(quoted.id) : null),
      };
    }
    return { quoted: candidate as WireStatus, wrapperId: null };
  }
  return { quoted: null, wrapperId: null };
}

function plainTextOf(record: unknown): string | null {
  if (!isRecord(record)) return null;
  const text = record['text/plain'];
  return typeof text === 'string' ? text : null;
}

/** Quotes of quotes nest; past this depth the UI shows a link, so stop normalising. */
const MAX_QUOTE_DEPTH = 3;

/**
 * A wire status to the app's Status (document 2 §3, derived rules of document 3 §3).
 * Never throws; missing strings become '' or null, counts 0, lists [].
 */
export function normaliseStatus(wire: WireStatus, depth = 0): Status {
  const w: WireStatus = isRecord(wire) ? wire : {};
  const pleroma: UnknownRecord = isRecord(w.pleroma) ? w.pleroma : {};
  const akkoma: UnknownRecord = isRecord(w.akkoma) ? w.akkoma : {};
  const user = normaliseUser(isRecord(w.account) ? w.account : {});
  const emojis = normaliseEmojis(w.emojis);
  const tags = normaliseTags(w.tags);

  const rawHtml = asString(w.content);
  const text = plainTextOf(pleroma['content']) ?? htmlToText(rawHtml);
  const summary = plainTextOf(pleroma['spoiler_text']) ?? asString(w.spoiler_text);

  const { quoted, wrapperId } = quotedOf(w, pleroma);
  const quote = quoted && depth < MAX_QUOTE_DEPTH ? normaliseStatus(quoted, depth + 1) : null;
  const quoteId =
    (quote && quote.id !== '' ? quote.id : null) ??
    wrapperId ??
    asId(w.quote_id) ??
    asId(pleroma['quote_id']);

  const mentions = mapSkipping(w.mentions, (item) =>
    isRecord(item) && asId(item['id']) ? normaliseUser(item) : null,
  );
  const inReplyToUserId = asId(w.in_reply_to_account_id);
  const replyMention = mentions.find((mention) => mention.id === inReplyToUserId);
  const inReplyToScreenName =
    asNullableString(pleroma['in_reply_to_account_acct']) ??
    replyMention?.screen_name ??
    (inReplyToUserId !== null && inReplyToUserId === user.id ? user.screen_name : null);

  const reactions = Array.isArray(pleroma['emoji_reactions'])
    ? pleroma['emoji_reactions']
    : Array.isArray(w.emoji_reactions)
      ? w.emoji_reactions
      : w.reactions;

  const source = isRecord(akkoma['source']) ? akkoma['source'] : {};
  const retweeted = isRecord(w.reblog) ? normaliseStatus(w.reblog, depth) : null;

  return {
    id: asId(w.id) ?? '',
    uri: safeWebUrl(asString(w.uri)),
    type: statusType(w),
    user,
    text,
    raw_html: rawHtml,
    summary,
    summary_raw_html: emojify(escapeHtml(summary), emojis),
    visibility: normaliseVisibility(w.visibility),
    nsfw: isNsfw(asBoolean(w.sensitive), tags, text),
    favorited: asBoolean(w.favourited),
    fave_num: asNumber(w.favourites_count),
    repeated: asBoolean(w.reblogged),
    repeat_num: asNumber(w.reblogs_count),
    bookmarked: asBoolean(w.bookmarked),
    replies_count: asNumber(w.replies_count),
    pinned: asBoolean(w.pinned),
    muted: asBoolean(w.muted),
    thread_muted: asBoolean(pleroma['thread_muted'], asBoolean(w.muted)),
    deleted: asBoolean(w.deleted),
    in_reply_to_status_id: asId(w.in_reply_to_id),
    in_reply_to_user_id: inReplyToUserId,
    in_reply_to_screen_name: inReplyToScreenName,
    statusnet_conversation_id: asId(pleroma['conversation_id']),
    attentions: mentions,
    attachments: normaliseAttachments(w.media_attachments),
    card: normaliseCard(w.card),
    poll: isRecord(w.poll) ? normalisePoll(w.poll) : null,
    quote,
    quote_id: quoteId,
    quote_url:
      safeNullableWebUrl(asNullableString(pleroma['quote_url'])) ??
      safeNullableWebUrl(asNullableString(w.quote_url)) ??
      (quote ? quote.external_url || null : null),
    retweeted_status: retweeted,
    emoji_reactions: normaliseEmojiReactions(reactions),
    emojis,
    tags,
    edited_at: asNullableString(w.edited_at),
    created_at: asString(w.created_at),
    is_local: asBoolean(pleroma['local'], user.is_local),
    external_url: safeWebUrl(asString(w.url)) || safeWebUrl(asString(w.uri)),
    language: asNullableString(w.language),
    media_type: asNullableString(pleroma['content_type']) ?? asNullableString(source['mediaType']),
    // Mastodon does not say; assume the parent can be shown, as the reply link will work.
    parent_visible: asBoolean(pleroma['parent_visible'], true),
  };
}

/** Like normaliseStatus, but null for items that are not statuses (no object, no id). */
export function tryNormaliseStatus(wire: unknown): Status | null {
  if (!isRecord(wire) || asId(wire['id']) === null) return null;
  return normaliseStatus(wire as WireStatus);
}

/** A list of statuses; malformed items are skipped so the rest of the page renders. */
export function normaliseStatuses(list: unknown): Status[] {
  return mapSkipping(list, tryNormaliseStatus);
}
