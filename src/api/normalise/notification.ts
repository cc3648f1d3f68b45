import type { Notification, NotificationType } from '../entities';
import type { WireNotification } from '../wire';
import { asBoolean, asId, asNullableString, asString, isRecord, mapSkipping } from './read';
import { normaliseStatus } from './status';
import { safeNullableWebUrl } from './url';
import { normaliseUser } from './user';

const KNOWN_TYPES: readonly NotificationType[] = [
  'like',
  'repeat',
  'mention',
  'follow',
  'follow_request',
  'move',
  'pleroma:emoji_reaction',
  'poll',
  'status',
  'update',
  'pleroma:chat_mention',
  'pleroma:report',
  'admin.sign_up',
  'admin.report',
];

/** Types that mean nothing without their status (document 3 §9). */
export const TYPES_NEEDING_STATUS: readonly NotificationType[] = [
  'like',
  'mention',
  'repeat',
  'pleroma:emoji_reaction',
  'poll',
];

/** Mastodon's names to the spec's: favourite → like, reblog → repeat; reaction aliases of forks. */
export function notificationType(type: unknown): NotificationType {
  switch (type) {
    case 'favourite':
    case 'favorite':
      return 'like';
    case 'reblog':
      return 'repeat';
    case 'emoji_reaction': // Fedibird
    case 'reaction': // Misskey-flavoured forks
      return 'pleroma:emoji_reaction';
    default:
      return KNOWN_TYPES.find((known) => known === type) ?? 'unknown';
  }
}

/** A wire notification to the app's Notification. Never throws. */
export function normaliseNotification(wire: WireNotification): Notification {
  const w: WireNotification = isRecord(wire) ? wire : {};
  const pleroma = isRecord(w.pleroma) ? w.pleroma : {};
  const status = isRecord(w.status) ? normaliseStatus(w.status) : null;
  const emoji = asNullableString(w.emoji);
  // Akkoma sends emoji_url; otherwise the status' reaction list may know the custom emoji.
  const emojiUrl =
    safeNullableWebUrl(asNullableString(w.emoji_url)) ??
    (emoji
      ? (status?.emoji_reactions.find((reaction) => reaction.name === emoji)?.url ?? null)
      : null);
  return {
    id: asId(w.id) ?? '',
    type: notificationType(w.type),
    seen: asBoolean(pleroma['is_seen']),
    created_at: asString(w.created_at),
    from_profile: normaliseUser(isRecord(w.account) ? w.account : {}),
    status,
    action: status,
    target: isRecord(w.target) ? normaliseUser(w.target) : null,
    emoji,
    emoji_url: emojiUrl,
  };
}

/**
 * Null for notifications of invalid shape (document 3 §5): no id, no account, or a type that
 * needs a status arriving without one.
 */
export function tryNormaliseNotification(wire: unknown): Notification | null {
  if (!isRecord(wire) || asId(wire['id']) === null || !isRecord(wire['account'])) return null;
  const notification = normaliseNotification(wire as WireNotification);
  if (TYPES_NEEDING_STATUS.includes(notification.type) && notification.status === null) return null;
  return notification;
}

export function normaliseNotifications(list: unknown): Notification[] {
  return mapSkipping(list, tryNormaliseNotification);
}
