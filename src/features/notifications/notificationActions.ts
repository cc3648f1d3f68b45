import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import {
  approveFollowRequest,
  denyFollowRequest,
  dismissNotification,
  isApiError,
  markNotificationsSeen,
} from '../../api';
import { api } from '../../core/client';
import { knownServerFeatures } from '../../core/instance/knownServerFeatures';
import { pushNotice } from '../../core/notices/noticesStore';
import { isNetworkError, isOffline } from '../../core/offline/offlineState';
import { usePreferencesStore } from '../../core/preferences/preferences';
import { onAccountChange } from '../../core/session/accountChange';
import { useSessionStore } from '../../core/session/sessionStore';
import { i18n } from '../../i18n/i18n';
import { loadPositionStore } from '../timeline';
import { useNotificationBadge } from './badgeStore';
import { NOTIFICATION_ERROR_MS } from './listRules';
import { NotificationsFeed } from './notificationsFeed';

/**
 * The signed-in account's one notifications feed, and what the panel, the drawer and the
 * follow-request buttons do to it. An account change lets the feed go at once, so an answer
 * asked for by the previous account is never applied to the next one's list.
 */
let current: NotificationsFeed | null = null;
let stopFollowing: (() => void) | null = null;
const replaced = new Set<() => void>();

const subscribeReplaced = (listener: () => void) => {
  replaced.add(listener);
  return () => {
    replaced.delete(listener);
  };
};
const currentFeed = () => current;

function reportError(error: unknown): void {
  // Offline, the banner says so already: a poll that cannot reach the server is expected.
  if (isOffline() && isNetworkError(error)) return;
  pushNotice({
    level: 'error',
    messageKey: 'notifications.error',
    messageArgs: {
      // The spec's wording for API errors (document 3 §8), not the request it came from.
      message: isApiError(error)
        ? i18n.t(error.messageKey, error.messageArgs)
        : error instanceof Error
          ? error.message
          : String(error),
    },
    timeout: NOTIFICATION_ERROR_MS,
  });
}

/** Reads the notifications marker where the server keeps the read state there. */
async function loadMarkerIfUsed(feed: NotificationsFeed): Promise<void> {
  if ((await knownServerFeatures()).notificationsReadMethod !== 'markers') return;
  const { loadReadMarker } = await import('./readMarker');
  feed.setReadUpTo(await loadReadMarker());
}

/** The feed of the active account, made on first use. */
export function notificationsFeed(queryClient: QueryClient): NotificationsFeed {
  if (current?.belongsTo(queryClient)) return current;
  current?.dispose();
  const feed: NotificationsFeed = new NotificationsFeed(queryClient, {
    beforeFirstPage: () => loadMarkerIfUsed(feed),
    streaming: () => usePreferencesStore.getState().values.streaming !== false,
    failed: reportError,
  });
  // Views are not told here: this may run while one renders, and each takes the new feed.
  current = feed;
  stopFollowing ??= onAccountChange(resetNotifications);
  return feed;
}

/**
 * The feed for a view, following it when it is replaced (the runtime remounted, an account
 * change), so no view is left reading a feed that was let go.
 */
export function useNotificationsFeed(): NotificationsFeed {
  const queryClient = useQueryClient();
  const held = useSyncExternalStore(subscribeReplaced, currentFeed, currentFeed);
  return held?.belongsTo(queryClient) ? held : notificationsFeed(queryClient);
}

/** The feed now held, if any (actions taken elsewhere, such as the friend-requests page). */
export function heldNotificationsFeed(): NotificationsFeed | null {
  return current;
}

export function resetNotifications(): void {
  current?.dispose();
  current = null;
  for (const listener of replaced) listener();
  useNotificationBadge.setState({ unseen: 0, drawerOpen: false });
}

/** Marks read on the server: Pleroma's read call, or the notifications marker. */
async function sendSeen(by: { id: string } | { max_id: string }): Promise<void> {
  if ((await knownServerFeatures()).notificationsReadMethod === 'pleroma') {
    await markNotificationsSeen(api, by);
    return;
  }
  // The marker only says "read up to": one notification alone stays read in this page only.
  if (!('max_id' in by)) return;
  current?.setReadUpTo(by.max_id);
  const { saveReadMarker } = await import('./readMarker');
  await saveReadMarker(by.max_id);
}

/** 'Load older' (document 2 §4). */
export function loadOlder(): void {
  current?.revealOrLoadOlder();
}

/** Marks everything up to the newest as seen (by max id). */
export async function markSeen(): Promise<void> {
  const newestSeen = current?.markAllSeen() ?? null;
  if (newestSeen === null) return;
  // The newest seen notification is also the notifications reading position (issue 17).
  void loadPositionStore().then(({ notePosition }) => notePosition('notifications', newestSeen));
  try {
    await sendSeen({ max_id: newestSeen });
  } catch (error) {
    console.warn('Marking notifications seen failed', error);
  }
}

export async function markSeenOne(id: string): Promise<void> {
  current?.markOneSeen(id);
  try {
    await sendSeen({ id });
  } catch (error) {
    console.warn('Marking a notification seen failed', error);
  }
}

export async function dismiss(id: string): Promise<void> {
  current?.remove(id);
  try {
    await dismissNotification(api, id);
  } catch (error) {
    console.warn('Dismissing a notification failed', error);
  }
}

function lowerRequestCount(): void {
  const { user } = useSessionStore.getState();
  if (user)
    useSessionStore.setState({
      user: { ...user, follow_requests_count: Math.max(0, user.follow_requests_count - 1) },
    });
}

/** Approve: the server first, then the request's notification becomes a seen follow. */
export async function approveRequest(userId: string): Promise<void> {
  await approveFollowRequest(api, userId);
  lowerRequestCount();
  const note = current?.requestOf(userId);
  if (!note) return;
  current?.approved(note.id);
  void sendSeen({ id: note.id }).catch((error: unknown) =>
    console.warn('Marking a notification seen failed', error),
  );
}

/** Deny: the server first, then the request's notification is dismissed. */
export async function denyRequest(userId: string): Promise<void> {
  await denyFollowRequest(api, userId);
  lowerRequestCount();
  const note = current?.requestOf(userId);
  if (note) await dismiss(note.id);
}
