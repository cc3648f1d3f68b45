import {
  compareIds,
  type Notification,
  type NotificationPage,
  type NotificationType,
} from '../../api';
import type { NotificationVisibility } from '../../core/preferences/preferences';
import { filterKeyFor } from './notificationKinds';

/** Document 2 §9. */
export const INITIAL_SEEN_SHOWN = 30;
export const SEEN_REVEAL_STEP = 20;
export const NOTIFICATION_POLL_MS = 20_000;
export const DESKTOP_SILENCE_MS = 10_000;
export const NOTIFICATION_ERROR_MS = 5_000;
export const DRAWER_SWIPE_CLOSE_PX = 50;

export interface NotificationList {
  /** Newest first, one per id. */
  items: Notification[];
  /** How many seen notifications show after the unseen ones. */
  seenShown: number;
  /** Id bounds of everything fetched, skipped items included. */
  newestId: string | null;
  oldestId: string | null;
  bottomedOut: boolean;
}

export const EMPTY_LIST: NotificationList = {
  items: [],
  seenShown: INITIAL_SEEN_SHOWN,
  newestId: null,
  oldestId: null,
  bottomedOut: false,
};

export function isTypeVisible(type: NotificationType, visibility: NotificationVisibility): boolean {
  const key = filterKeyFor(type);
  return key === null || visibility[key];
}

const newer = (a: string | null, b: string | null) =>
  a === null ? b : b === null ? a : compareIds(a, b) >= 0 ? a : b;
const older = (a: string | null, b: string | null) =>
  a === null ? b : b === null ? a : compareIds(a, b) <= 0 ? a : b;

/** Adds notifications, the incoming copy replacing a known one; keeps newest first. */
export function mergeItems(items: readonly Notification[], incoming: readonly Notification[]) {
  const byId = new Map(items.map((n) => [n.id, n]));
  for (const n of incoming) {
    const known = byId.get(n.id);
    // A local "seen" is not undone by a copy fetched before the read call landed.
    byId.set(n.id, known?.seen && !n.seen ? { ...n, seen: true } : n);
  }
  return [...byId.values()].sort((a, b) => compareIds(b.id, a.id));
}

/** A fetched page joins the list; an empty page of older ones means the end was reached. */
export function applyPage(
  list: NotificationList,
  page: NotificationPage,
  direction: 'newer' | 'older',
): NotificationList {
  return {
    ...list,
    items: mergeItems(list.items, page.items),
    newestId: newer(list.newestId, page.newestId),
    oldestId: older(list.oldestId, page.oldestId),
    bottomedOut: list.bottomedOut || (direction === 'older' && page.newestId === null),
  };
}

export function addOne(list: NotificationList, n: Notification): NotificationList {
  return {
    ...list,
    items: mergeItems(list.items, [n]),
    newestId: newer(list.newestId, n.id),
    oldestId: older(list.oldestId, n.id),
  };
}

export function unseenCount(
  items: readonly Notification[],
  visibility: NotificationVisibility,
): number {
  return items.filter((n) => !n.seen && isTypeVisible(n.type, visibility)).length;
}

/** What the list shows: the filtered items, the unseen count plus `seenShown` of them. */
export function shownItems(
  list: NotificationList,
  visibility: NotificationVisibility,
): Notification[] {
  const visible = list.items.filter((n) => isTypeVisible(n.type, visibility));
  return visible.slice(0, unseenCount(visible, visibility) + list.seenShown);
}

/** 'Load older' reveals loaded items first, then fetches; nothing once bottomed out. */
export function olderStep(
  list: NotificationList,
  visibility: NotificationVisibility,
): 'reveal' | 'fetch' | 'none' {
  const visible = list.items.filter((n) => isTypeVisible(n.type, visibility)).length;
  if (shownItems(list, visibility).length < visible) return 'reveal';
  return list.bottomedOut ? 'none' : 'fetch';
}

export function reveal(list: NotificationList): NotificationList {
  return { ...list, seenShown: list.seenShown + SEEN_REVEAL_STEP };
}

/** Mark as seen: everything seen, the list back to 30 seen. */
export function markAllSeen(list: NotificationList): NotificationList {
  return {
    ...list,
    items: list.items.map((n) => (n.seen ? n : { ...n, seen: true })),
    seenShown: INITIAL_SEEN_SHOWN,
  };
}

export function markOneSeen(list: NotificationList, id: string): NotificationList {
  return { ...list, items: list.items.map((n) => (n.id === id ? { ...n, seen: true } : n)) };
}

export function removeItem(list: NotificationList, id: string): NotificationList {
  return { ...list, items: list.items.filter((n) => n.id !== id) };
}

/** Approving a request turns its notification into a seen follow (document 2 §4). */
export function approvedItem(list: NotificationList, id: string): NotificationList {
  return {
    ...list,
    items: list.items.map((n) => (n.id === id ? { ...n, type: 'follow', seen: true } : n)),
  };
}

/** The follow_request notification of a requester, if loaded. */
export function requestNotificationOf(
  list: NotificationList,
  userId: string,
): Notification | undefined {
  return list.items.find((n) => n.type === 'follow_request' && n.from_profile.id === userId);
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

/**
 * Servers without Pleroma's is_seen keep the notifications marker instead (issue 25): every
 * notification up to its last_read_id is seen. A local "seen" is never undone.
 */
export function seenUpTo(list: NotificationList, lastReadId: string | null): NotificationList {
  if (lastReadId === null) return list;
  const changed = list.items.some((n) => !n.seen && compareIds(n.id, lastReadId) <= 0);
  if (!changed) return list;
  return {
    ...list,
    items: list.items.map((n) =>
      !n.seen && compareIds(n.id, lastReadId) <= 0 ? { ...n, seen: true } : n,
    ),
  };
}
