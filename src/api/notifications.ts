import type { UserPage } from './accountSettings';
import type { Relationship } from './entities';
import type { Notification } from './notificationTypes';
import type { ApiClient } from './http';
import { tryNormaliseNotification } from './normalise/notification';
import { asId, isRecord } from './normalise/read';
import { normaliseRelationship } from './normalise/relationship';
import { normaliseUsers } from './normalise/user';
import { compareIds, type PageParams } from './paging';
import type { CallOptions } from './timelines';

/**
 * Notifications, follow requests and web push (document 3 §7). A page reports the ids it saw
 * even for notifications it had to skip (document 2 §4: an invalid one still moves the id
 * bounds), so paging never stalls on a malformed item.
 */

export interface NotificationPage {
  items: Notification[];
  /** Newest and oldest id on the page, counting skipped items; null for an empty page. */
  newestId: string | null;
  oldestId: string | null;
  /** How many the server sent, skipped ones included. */
  size: number;
  /** The older page the Link header names, else null (see `olderNotifications`). */
  next: PageParams | null;
}

export interface NotificationQuery {
  max_id?: string;
  since_id?: string;
  limit?: number;
  /** Wire type names (favourite, reblog, mention, follow, move...). */
  types?: string[];
}

export function readNotificationPage(
  data: unknown,
  next: PageParams | null = null,
): NotificationPage {
  const list = Array.isArray(data) ? data : [];
  const items: Notification[] = [];
  let newestId: string | null = null;
  let oldestId: string | null = null;
  for (const wire of list) {
    const id = isRecord(wire) ? asId(wire['id']) : null;
    if (id !== null) {
      if (newestId === null || compareIds(id, newestId) > 0) newestId = id;
      if (oldestId === null || compareIds(id, oldestId) < 0) oldestId = id;
    }
    const notification = tryNormaliseNotification(wire);
    if (notification) items.push(notification);
  }
  return { items, newestId, oldestId, size: list.length, next };
}

/**
 * Where the page older than this one starts: the Link header's, else below the oldest id the
 * page held (skipped items count); null after an empty page, which means bottomed out.
 */
export function olderNotifications(page: NotificationPage): PageParams | null {
  if (page.size === 0 || page.oldestId === null) return null;
  return page.next ?? { max_id: page.oldestId };
}

export async function fetchNotifications(
  client: ApiClient,
  query: NotificationQuery = {},
  options: CallOptions = {},
): Promise<NotificationPage> {
  const page = await client.getPage('/api/v1/notifications', {
    query: { limit: 20, ...query },
    signal: options.signal,
  });
  return readNotificationPage(page.data, page.next);
}

/** One notification by id; null when it is gone or of invalid shape. */
export async function fetchNotification(
  client: ApiClient,
  id: string,
  options: CallOptions = {},
): Promise<Notification | null> {
  const data = await client.get(`/api/v1/notifications/${encodeURIComponent(id)}`, {
    signal: options.signal,
  });
  return tryNormaliseNotification(data);
}

/** Marks one notification, or everything up to `max_id`, as seen (Pleroma's read marker). */
export async function markNotificationsSeen(
  client: ApiClient,
  by: { id: string } | { max_id: string },
): Promise<void> {
  await client.post('/api/v1/pleroma/notifications/read', { body: new URLSearchParams(by) });
}

export async function dismissNotification(client: ApiClient, id: string): Promise<void> {
  await client.post(`/api/v1/notifications/${encodeURIComponent(id)}/dismiss`);
}

/** Document 3 §7's page size. */
const FOLLOW_REQUESTS_PAGE = 20;

/**
 * GET /api/v1/follow_requests, a page at a time. Mastodon pages by its own follow-request ids,
 * so only the Link header says where the next page starts; without one the list is whole.
 */
export async function fetchFollowRequests(
  client: ApiClient,
  params: PageParams = {},
  options: CallOptions = {},
): Promise<UserPage> {
  const page = await client.getPage('/api/v1/follow_requests', {
    query: { max_id: params.max_id, limit: FOLLOW_REQUESTS_PAGE },
    signal: options.signal,
  });
  const items = normaliseUsers(page.data);
  // A short page is the last one (the Link header of a last page still points on).
  return { items, next: items.length >= FOLLOW_REQUESTS_PAGE ? page.next : null };
}

export async function approveFollowRequest(
  client: ApiClient,
  userId: string,
): Promise<Relationship | null> {
  return normaliseRelationship(
    await client.post(`/api/v1/follow_requests/${encodeURIComponent(userId)}/authorize`),
  );
}

export async function denyFollowRequest(
  client: ApiClient,
  userId: string,
): Promise<Relationship | null> {
  return normaliseRelationship(
    await client.post(`/api/v1/follow_requests/${encodeURIComponent(userId)}/reject`),
  );
}

/** The alerts of document 3 §3's push subscription payload. */
export interface PushAlerts {
  follow: boolean;
  favourite: boolean;
  mention: boolean;
  reblog: boolean;
  /** Asked only where the server sends moves (the Pleroma family). */
  move?: boolean;
}

export interface BrowserPushSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/** Registers the browser's subscription; the reply's id is required (document 3 §4). */
export async function subscribePush(
  client: ApiClient,
  subscription: BrowserPushSubscription,
  alerts: PushAlerts,
): Promise<{ id: string }> {
  const reply = await client.post('/api/v1/push/subscription/', {
    body: { subscription, data: { alerts } },
  });
  const id = isRecord(reply) ? asId(reply['id']) : null;
  if (id === null) throw new Error('Push subscription reply has no id');
  return { id };
}

export async function unsubscribePush(client: ApiClient): Promise<void> {
  await client.del('/api/v1/push/subscription/');
}
