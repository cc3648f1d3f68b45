import { useMemo, useSyncExternalStore } from 'react';
import type { NotificationsFeed, NotificationsView } from './notificationsFeed';

/**
 * The notifications list for a view. The feed itself runs with the signed-in runtime (it
 * feeds the badge even with no panel shown); a view only reads it, after asking for any
 * notification dropped from the cache to be read again as a page.
 */
export function useNotificationsView(feed: NotificationsFeed): NotificationsView {
  useMemo(() => feed.restoreDropped(), [feed]);
  return useSyncExternalStore(feed.subscribeView, feed.getView, feed.getView);
}
