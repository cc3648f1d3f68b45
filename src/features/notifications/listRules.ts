import type { Notification, NotificationType } from '../../api';
import type { NotificationVisibility } from '../../core/preferences/preferences';
import { filterKeyFor } from './notificationKinds';

/** Document 2 §9. */
export const INITIAL_SEEN_SHOWN = 30;
export const SEEN_REVEAL_STEP = 20;
export const NOTIFICATION_POLL_MS = 20_000;
export const DESKTOP_SILENCE_MS = 10_000;
export const NOTIFICATION_ERROR_MS = 5_000;
export const DRAWER_SWIPE_CLOSE_PX = 50;

export function isTypeVisible(type: NotificationType, visibility: NotificationVisibility): boolean {
  const key = filterKeyFor(type);
  return key === null || visibility[key];
}

export function unseenCount(
  items: readonly Notification[],
  visibility: NotificationVisibility,
): number {
  return items.filter((n) => !n.seen && isTypeVisible(n.type, visibility)).length;
}

/** What the list shows: the filtered items, the unseen ones plus `seenShown` seen ones. */
export function shownItems(
  items: readonly Notification[],
  seenShown: number,
  visibility: NotificationVisibility,
): Notification[] {
  const visible = items.filter((n) => isTypeVisible(n.type, visibility));
  return visible.slice(0, unseenCount(visible, visibility) + seenShown);
}

/** 'Load older' reveals loaded items first, then fetches; nothing once bottomed out. */
export function olderStep(
  items: readonly Notification[],
  seenShown: number,
  bottomedOut: boolean,
  visibility: NotificationVisibility,
): 'reveal' | 'fetch' | 'none' {
  const visible = items.filter((n) => isTypeVisible(n.type, visibility)).length;
  if (shownItems(items, seenShown, visibility).length < visible) return 'reveal';
  return bottomedOut ? 'none' : 'fetch';
}

/** The follow_request notification of a requester, if loaded. */
export function requestNotificationOf(
  items: readonly Notification[],
  userId: string,
): Notification | undefined {
  return items.find((n) => n.type === 'follow_request' && n.from_profile.id === userId);
}

/** Which newly arrived notifications deserve a desktop notification. */
export function desktopWorthy(
  fresh: readonly Notification[],
  known: ReadonlySet<string>,
  visibility: NotificationVisibility,
): Notification[] {
  return fresh.filter((n) => !n.seen && !known.has(n.id) && isTypeVisible(n.type, visibility));
}

/** `(n) title` with the badge count, or the bare title at 0 (document 2 §4). */
export function badgeTitle(title: string, count: number): string {
  const bare = title.replace(/^\(\d+\) /, '');
  return count > 0 ? `(${count}) ${bare}` : bare;
}
