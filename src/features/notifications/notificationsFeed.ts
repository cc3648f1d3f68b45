import type { QueryClient } from '@tanstack/react-query';
import { onReconnect } from '../../core/offline/offlineState';
import { noteNotifications } from './savedNotifications';
import type { Notification } from '../../api';
import { Feed, KEEP_ON_SHOW, keepNewest, type FeedState } from '../../core/feed';
import { DEFAULT_PREFERENCES, usePreferencesStore } from '../../core/preferences/preferences';
import { useNotificationBadge } from './badgeStore';
import {
  INITIAL_SEEN_SHOWN,
  olderStep,
  requestNotificationOf,
  SEEN_REVEAL_STEP,
  unseenCount,
} from './listRules';
import {
  notificationKey,
  notificationsSource,
  type NotificationsSourceHooks,
} from './notificationsSource';

/** What the panel shows from: the feed's state and the notifications its ids hold. */
export interface NotificationsView {
  state: FeedState;
  /** Newest first; ids whose notification is not in the cache (yet) are left out. */
  items: Notification[];
  /** How many seen notifications show after the unseen ones (document 2 §4). */
  seenShown: number;
}

/** What the feed's owner supplies: reading state kept on the server, notices, streaming. */
export type NotificationsFeedHooks = Omit<
  NotificationsSourceHooks,
  'readUpTo' | 'fresh' | 'joined' | 'restored'
>;

export function notificationVisibility() {
  return (
    usePreferencesStore.getState().values.notificationVisibility ??
    DEFAULT_PREFERENCES.notificationVisibility
  );
}

/**
 * The notifications list as a feed (issue 26): ids, paging and live updates are the feed's;
 * what is particular to notifications sits here. New ones always show at once (the spec has no
 * "new notifications" button; the badge is what tells of them), seen ones show 30 at first
 * and 20 more per 'load older', and the list is trimmed to 50 when everything is marked seen.
 * The unseen count is kept in the badge store for the shell.
 */
export class NotificationsFeed extends Feed {
  private seenShown = INITIAL_SEEN_SHOWN;
  private readUpToId: string | null = null;
  private revealOnOlder = false;
  private retryFirstOnce = false;
  private view: NotificationsView;
  private readonly viewListeners = new Set<() => void>();
  private readonly freshListeners = new Set<(fresh: Notification[]) => void>();
  private readonly joinListeners = new Set<() => void>();
  private readonly stops: (() => void)[] = [];
  private gone = false;
  private restored = false;

  constructor(queryClient: QueryClient, hooks: NotificationsFeedHooks) {
    const self: { feed?: NotificationsFeed } = {};
    super(
      queryClient,
      notificationsSource(queryClient, {
        ...hooks,
        readUpTo: () => self.feed?.readUpToId ?? null,
        fresh: (fresh) => self.feed?.announceFresh(fresh),
        joined: () => self.feed?.rejoined(),
        failed: (error) => {
          if (!self.feed?.gone) hooks.failed(error);
        },
        restored: (now) => {
          if (self.feed) self.feed.restored = now;
        },
      }),
    );
    self.feed = this;
    this.view = { state: this.getState(), items: [], seenShown: this.seenShown };
    this.setAutoShowProbe(() => true);
    this.stops.push(
      this.subscribe(this.onState),
      queryClient.getQueryCache().subscribe((event) => {
        // Only a listed notification's change (seen, approved) changes the view.
        const [kind, id] = event.query.queryKey;
        if (event.type !== 'updated' || kind !== 'notification' || typeof id !== 'string') return;
        if (this.getState().ids.includes(id)) this.refresh();
      }),
      // Back online: saved notifications make way for the server's.
      onReconnect(() => {
        if (this.restored) this.reload();
      }),
      usePreferencesStore.subscribe((now, before) => {
        if (now.values.notificationVisibility !== before.values.notificationVisibility)
          this.refresh();
      }),
    );
  }

  getView = (): NotificationsView => this.view;

  belongsTo(queryClient: QueryClient): boolean {
    return this.queryClient === queryClient;
  }

  subscribeView = (listener: () => void): (() => void) => {
    this.viewListeners.add(listener);
    return () => this.viewListeners.delete(listener);
  };

  /** Newly arrived notifications, for desktop notifications. */
  onFresh(listener: (fresh: Notification[]) => void): () => void {
    this.freshListeners.add(listener);
    return () => this.freshListeners.delete(listener);
  }

  /** The user stream (re)joined. */
  onJoined(listener: () => void): () => void {
    this.joinListeners.add(listener);
    return () => this.joinListeners.delete(listener);
  }

  /**
   * The stream (re)joined, so the server answers again: a first page that failed (or fails
   * while the join happens) is read again once.
   */
  private rejoined(): void {
    if (this.gone) return;
    for (const listener of this.joinListeners) listener();
    const { phase } = this.getState();
    if (phase === 'error') this.reload();
    else if (phase === 'loading') this.retryFirstOnce = true;
  }

  private announceFresh(fresh: Notification[]): void {
    if (this.gone) return;
    for (const listener of this.freshListeners) listener(fresh);
  }

  private onState = (): void => {
    const state = this.getState();
    // A full page of new ones may leave a gap below it; a timeline then offers a reload, but
    // this list has no such button and never holds new ones back: they show above the gap.
    if (state.flushMarker || state.queued.length > 0) {
      this.apply((s) => ({
        ...s,
        ids: [...s.queued, ...s.ids],
        queued: [],
        newCount: 0,
        flushMarker: false,
      }));
      return;
    }
    if (state.phase !== 'loading' && this.retryFirstOnce) {
      this.retryFirstOnce = false;
      if (state.phase === 'error') {
        this.reload();
        return;
      }
    }
    if (this.revealOnOlder && !state.loadingOlder) {
      this.revealOnOlder = false;
      // Fetched older ones show at once: the click asked for them.
      if (state.olderError === null) this.seenShown += SEEN_REVEAL_STEP;
    }
    this.refresh();
    // Write-through: what the reader has is kept for reading offline, a little later.
    if (state.phase === 'ready' && !this.restored) noteNotifications(this.view.items);
  };

  private refresh(): void {
    if (this.gone) return;
    const state = this.getState();
    const items = state.ids.flatMap(
      (id) => this.queryClient.getQueryData<Notification>(notificationKey(id)) ?? [],
    );
    const before = this.view;
    const same =
      before.state === state &&
      before.seenShown === this.seenShown &&
      before.items.length === items.length &&
      before.items.every((n, i) => n === items[i]);
    if (!same) this.view = { state, items, seenShown: this.seenShown };
    useNotificationBadge.setState({ unseen: unseenCount(items, notificationVisibility()) });
    if (same) return;
    for (const listener of this.viewListeners) listener();
  }

  /** The notifications marker, read before the first page on servers that keep one. */
  setReadUpTo(id: string | null): void {
    if (id !== null) this.readUpToId = id;
  }

  /** 'Load older': reveal loaded ones first, then fetch older (document 2 §4). */
  revealOrLoadOlder(): void {
    const { state, items } = this.view;
    if (state.phase !== 'ready' || state.loadingOlder) return;
    const step = olderStep(items, this.seenShown, state.bottomedOut, notificationVisibility());
    if (step === 'reveal') {
      this.seenShown += SEEN_REVEAL_STEP;
      this.refresh();
    } else if (step === 'fetch') {
      this.revealOnOlder = true;
      this.loadOlder();
    }
  }

  private patch(id: string, change: (n: Notification) => Notification): void {
    const n = this.queryClient.getQueryData<Notification>(notificationKey(id));
    if (n) this.queryClient.setQueryData(notificationKey(id), change(n));
  }

  /**
   * Everything seen, the list back to 30 seen and its ids trimmed to 50 (the rest are read
   * again as older pages). Returns the newest id to mark on the server, null if none was new.
   */
  markAllSeen(): string | null {
    const { items, state } = this.view;
    const hadUnseen = items.some((n) => !n.seen);
    for (const n of items) if (!n.seen) this.patch(n.id, (x) => ({ ...x, seen: true }));
    this.seenShown = INITIAL_SEEN_SHOWN;
    this.apply((s) => keepNewest(s, KEEP_ON_SHOW));
    this.refresh();
    return hadUnseen ? state.newestId : null;
  }

  markOneSeen(id: string): void {
    this.patch(id, (n) => ({ ...n, seen: true }));
  }

  remove(id: string): void {
    this.apply((s) => ({ ...s, ids: s.ids.filter((x) => x !== id) }));
  }

  /** The follow_request notification of a requester, if loaded. */
  requestOf(userId: string): Notification | undefined {
    return requestNotificationOf(this.view.items, userId);
  }

  /** Approving a request turns its notification into a seen follow (document 2 §4). */
  approved(id: string): void {
    this.patch(id, (n) => ({
      id: n.id,
      created_at: n.created_at,
      from_profile: n.from_profile,
      status: n.status,
      type: 'follow',
      seen: true,
    }));
  }

  override dispose(): void {
    this.gone = true;
    for (const stop of this.stops) stop();
    this.viewListeners.clear();
    this.freshListeners.clear();
    this.joinListeners.clear();
    super.dispose();
  }
}
