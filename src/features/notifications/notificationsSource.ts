import type { QueryClient } from '@tanstack/react-query';
import {
  compareIds,
  fetchNotification,
  fetchNotifications,
  olderNotifications,
  type Notification,
  type NotificationPage,
} from '../../api';
import { STREAM_STATE } from '../../api/streaming';
import type { FeedPage, FeedSource, LiveHandlers } from '../../core/feed';
import { api } from '../../core/client';
import { onStreamNotification, subscribeStream } from '../timeline';
import { NOTIFICATION_POLL_MS } from './listRules';
import { isNetworkError } from '../../core/offline/offlineState';
import { savedNotificationsPage } from './savedNotifications';

export const notificationKey = (id: string) => ['notification', id] as const;

/** What the notifications list needs to hear from its source besides ids. */
export interface NotificationsSourceHooks {
  /** Newly arrived notifications (stream, poll, catch-up), not the first page nor older ones. */
  fresh(notifications: Notification[]): void;
  /** The user stream (re)joined: desktop notifications keep quiet for a while. */
  joined(): void;
  /** The first page wants the read marker first (servers keeping read state there). */
  beforeFirstPage(): Promise<void>;
  /** Everything up to this id is read (the notifications marker); null on Pleroma servers. */
  readUpTo(): string | null;
  /** Whether the user stream runs (the `streaming` preference). */
  streaming(): boolean;
  /** A failed fetch: the global notice of document 2 §7. */
  failed(error: unknown): void;
  /** Whether the list shows saved notifications (offline, issue 27) rather than the server's. */
  restored(now: boolean): void;
}

/** Pages that were all of invalid shape are passed over, up to this many in a row. */
const SKIPPED_PAGES_MAX = 3;

/**
 * Puts a notification into the query cache. A local "seen" is not undone by a copy fetched
 * before the read call landed, nor one the read marker already covers. Returns whether the
 * notification was new to the cache.
 */
export function storeNotification(
  queryClient: QueryClient,
  incoming: Notification,
  readUpTo: string | null,
): boolean {
  const known = queryClient.getQueryData<Notification>(notificationKey(incoming.id));
  const seen =
    incoming.seen ||
    known?.seen === true ||
    (readUpTo !== null && compareIds(incoming.id, readUpTo) <= 0);
  queryClient.setQueryData(notificationKey(incoming.id), seen ? { ...incoming, seen } : incoming);
  return known === undefined;
}

/** Marks the cached notifications of `ids` up to the read marker seen (issue 25). */
export function applyReadMarker(
  queryClient: QueryClient,
  ids: readonly string[],
  readUpTo: string | null,
): void {
  if (readUpTo === null) return;
  for (const id of ids) {
    const n = queryClient.getQueryData<Notification>(notificationKey(id));
    if (n && !n.seen && compareIds(id, readUpTo) <= 0)
      queryClient.setQueryData(notificationKey(id), { ...n, seen: true });
  }
}

/**
 * The notifications list as a feed source (document 2 §4, §9): pages of `/api/v1/notifications`
 * whose older page comes from the Link header, the user stream's notifications with a catch-up
 * after each join, and a 20 s poll beside the stream.
 */
export function notificationsSource(
  queryClient: QueryClient,
  hooks: NotificationsSourceHooks,
): FeedSource {
  const store = (page: NotificationPage) =>
    page.items.filter((n) => storeNotification(queryClient, n, hooks.readUpTo()));

  async function fetchPage(params: FeedPage['next']): Promise<FeedPage> {
    let page = await fetchNotifications(api, params ?? {});
    const fresh = store(page);
    // Only a poll or a catch-up asks with since_id: what it brings new has just arrived.
    if (params?.since_id !== undefined) {
      if (fresh.length > 0) hooks.fresh(fresh);
      return { ids: page.items.map((n) => n.id), next: null };
    }
    // An invalid notification still moves the id bounds (document 2 §4): a page of nothing
    // but invalid ones is not the end.
    for (let skipped = 0; page.items.length === 0 && skipped < SKIPPED_PAGES_MAX; skipped++) {
      const older = olderNotifications(page);
      if (!older) break;
      page = await fetchNotifications(api, older);
      store(page);
    }
    return { ids: page.items.map((n) => n.id), next: olderNotifications(page) };
  }

  // Every failed read shows the notice; the list keeps what it has (or offers a retry).
  const reported = (params: FeedPage['next']) =>
    fetchPage(params).catch((error: unknown) => {
      hooks.failed(error);
      throw error;
    });

  return {
    fetchPage: reported,
    async firstPage() {
      try {
        // The marker is read beside the page, then applied to it.
        const [page] = await Promise.all([reported(null), hooks.beforeFirstPage()]);
        applyReadMarker(queryClient, page.ids, hooks.readUpTo());
        hooks.restored(false);
        return page;
      } catch (error) {
        // Unreachable: what was saved of the list stands in (issue 27).
        const saved = isNetworkError(error) ? await savedNotificationsPage() : null;
        if (!saved) throw error;
        for (const n of saved.items) storeNotification(queryClient, n, hooks.readUpTo());
        hooks.restored(true);
        return { ids: saved.items.map((n) => n.id), next: null };
      }
    },
    entityKeys: (id) => [notificationKey(id)],
    fetchEntity: (id) => fetchNotification(api, id),
    pageBelow: (above) => (above === null ? {} : { max_id: above }),
    live(handlers: LiveHandlers) {
      const offStream = onStreamNotification((n) => {
        if (storeNotification(queryClient, n, hooks.readUpTo())) hooks.fresh([n]);
        handlers.inserted(n.id);
      });
      let joined = false;
      const offUser = hooks.streaming()
        ? subscribeStream(
            queryClient,
            { stream: 'user' },
            {
              onNewStatus: () => undefined,
              onDelete: () => undefined,
              onStep: (step) => {
                const nowJoined = step.machine.state === STREAM_STATE.joined;
                if (nowJoined && !joined) {
                  hooks.joined();
                  handlers.catchUp();
                }
                joined = nowJoined;
              },
            },
          )
        : () => undefined;
      // Document 2 §9: polling every 20 s, with the stream or without it.
      handlers.poll(true);
      return () => {
        handlers.poll(false);
        offUser();
        offStream();
      };
    },
    olderDelay: () => 0,
    pollIntervalMs: NOTIFICATION_POLL_MS,
    onNewerError: () => undefined,
    // New ones show at once and nothing is trimmed on arrival; the list is trimmed when it is
    // marked seen (see NotificationsFeed.markAllSeen).
    pagesByItemId: false,
  };
}
