import { needsStatus, notificationType, type Notification } from '../notificationTypes';
import type { WireNotification } from '../wire';
import { asBoolean, asId, asNullableString, asString, isRecord, mapSkipping } from './read';
import { normaliseStatus } from './status';
import { safeNullableWebUrl } from './url';
import { normaliseUser } from './user';

/**
 * A wire notification to the app's Notification. Never throws: a type that needs a status
 * arriving without one reads as `unknown` here (tryNormaliseNotification drops it instead).
 */
export function normaliseNotification(wire: WireNotification): Notification {
  const w: WireNotification = isRecord(wire) ? wire : {};
  const pleroma = isRecord(w.pleroma) ? w.pleroma : {};
  const status = isRecord(w.status) ? normaliseStatus(w.status) : null;
  const base = {
    id: asId(w.id) ?? '',
    seen: asBoolean(pleroma['is_seen']),
    created_at: asString(w.created_at),
    from_profile: normaliseUser(isRecord(w.account) ? w.account : {}),
  };
  const type = notificationType(w.type);
  if (type === 'move')
    return { ...base, type, status, target: isRecord(w.target) ? normaliseUser(w.target) : null };
  if (!needsStatus(type)) return { ...base, type, status };
  if (status === null) return { ...base, type: 'unknown', status };
  if (type !== 'pleroma:emoji_reaction') return { ...base, type, status };
  const emoji = asNullableString(w.emoji);
  // Akkoma sends emoji_url; otherwise the status' reaction list may know the custom emoji.
  const emojiUrl =
    safeNullableWebUrl(asNullableString(w.emoji_url)) ??
    (emoji
      ? (status.emoji_reactions.find((reaction) => reaction.name === emoji)?.url ?? null)
      : null);
  return { ...base, type, status, emoji, emoji_url: emojiUrl };
}

/**
 * Null for notifications of invalid shape (document 3 §5): no id, no account, or a type that
 * needs a status arriving without one.
 */
export function tryNormaliseNotification(wire: unknown): Notification | null {
  if (!isRecord(wire) || asId(wire['id']) === null || !isRecord(wire['account'])) return null;
  if (needsStatus(notificationType(wire['type'])) && !isRecord(wire['status'])) return null;
  return normaliseNotification(wire as WireNotification);
}

export function normaliseNotifications(list: unknown): Notification[] {
  return mapSkipping(list, tryNormaliseNotification);
}
