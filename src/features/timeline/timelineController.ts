import type { QueryClient } from '@tanstack/react-query';
import {
  directMessagesSource,
  fetchTimeline,
  isApiError,
  timelineStream,
  type StreamStep,
  type TimelineName,
  type TimelineParams,
} from '../../api';
import { i18n } from '../../i18n/i18n';
import { knownServerFeatures } from '../../core/instance/knownServerFeatures';
import { pushNotice } from '../../core/notices/noticesStore';
import { api } from '../../core/client';
import { useSessionStore } from '../../core/session/sessionStore';
import { storeStatus } from '../../core/statusCache';
import { olderFetchDelay, POLL_INTERVAL_MS } from './loadingRules';
import { readPreference } from './readPreference';
import { watchServerFilters } from './serverFilters';
import {
  initialTimelineState,
  timelineReducer,
  type TimelineAction,
  type TimelineState,
} from './timelineState';
import { plainFirst, withResumedQueue } from './readingPosition/resumedState';
import { onOwnPost } from '../../core/ownPosts';

/** Streamed posts are gathered this long and offered together, so 100 a second is 10 renders. */
const STREAM_BATCH_MS = 100;

/**
 * Drives one timeline outside React: first page, older pages (throttled), newer posts from
 * the stream (signed-in users with streaming on) or from polling every 20 s (visitors, streaming
 * off, or while the stream is down), and the catch-up with `since_id` after a reconnect.
 * React reads its state through `subscribe`/`getState`.
 */
export class TimelineController {
  private state: TimelineState;
  private readonly listeners = new Set<() => void>();
  private mounts = 0;
  private lastOlderAt = 0;
  private olderTimer: ReturnType<typeof setTimeout> | null = null;
  private pollTimer: ReturnType<typeof setInterval> | null = null;
  private streamBuffer: string[] = [];
  private streamTimer: ReturnType<typeof setTimeout> | null = null;
  private stopStream: (() => void) | null = null;
  private firstLoad: Promise<void> | null = null;
  /** The first page was fetched before the view mounted (start-up); its outcome stands. */
  private prefetched = false;
  private generation = 0;
  /** The home timeline opens at the saved reading position once, on its first load. */
  private resumeTried = false;
  /** Set while the newer statuses above a restored position wait behind the button. */
  private holdQueue = false;
  /**
   * Set by the view: whether new posts may show by themselves right now. The viewer's own
   * post may also when streaming is off: they are waiting for it.
   */
  private autoShowProbe: (own: boolean) => boolean = () => false;

  constructor(
    private readonly queryClient: QueryClient,
    readonly timeline: TimelineName,
    readonly params: TimelineParams,
  ) {
    // Favourites and bookmarks page by the favourite's own id, not the status id.
    this.state = initialTimelineState(timeline !== 'favorites' && timeline !== 'bookmarks');
  }

  getState = (): TimelineState => this.state;

  /** Home without parameters keeps the reader's place (markers, issue 17). */
  get keepsReadingPosition(): boolean {
    return (
      this.timeline === 'friends' &&
      Object.keys(this.params).length === 0 &&
      useSessionStore.getState().token !== null
    );
  }

  /** The view tells how to ask whether the reader is at the top and not paused. */
  setAutoShowProbe(probe: (own: boolean) => boolean): void {
    // Statuses waiting above a restored reading position stay queued until asked for.
    this.autoShowProbe = (own) => !this.holdQueue && probe(own);
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private dispatch(action: TimelineAction): void {
    this.apply((state) => timelineReducer(state, action));
  }

  /** A change from outside the loading rules (an unfollowed user's posts leave, document 2 §4). */
  apply(change: (state: TimelineState) => TimelineState): void {
    const next = change(this.state);
    if (next === this.state) return;
    this.state = next;
    for (const listener of this.listeners) listener();
  }

  /** Called by the view on mount; returns the unmount. */
  mount(): () => void {
    this.mounts += 1;
    if (this.mounts === 1) {
      if (this.prefetched) {
        // Fresh from start-up: no catch-up, and a failure shows as it would have on mount.
        this.prefetched = false;
        if (this.state.phase === 'loading') void this.loadFirst();
      } else if (this.state.phase !== 'ready') void this.loadFirst();
      else void this.fetchNewer('catchUp');
      this.startLive();
    }
    return () => {
      this.mounts -= 1;
      if (this.mounts === 0) this.stopLive();
    };
  }

  /**
   * Starts the first page before the view exists, so the landing timeline's fetch runs beside
   * start-up's calls instead of after them (docs/decisions.md, issue 7). Live updates still
   * start with the view.
   */
  prefetch(): void {
    if (this.mounts > 0 || this.state.phase !== 'loading' || this.firstLoad) return;
    this.prefetched = true;
    void this.loadFirst();
  }

  private async fetchPage(extra: TimelineParams) {
    // Direct messages are a timeline or conversations depending on the server (issue 25).
    const directMessages =
      this.timeline === 'dms'
        ? (directMessagesSource(await knownServerFeatures()) ?? undefined)
        : undefined;
    const page = await fetchTimeline(
      api,
      this.timeline,
      {
        ...this.params,
        ...extra,
        reply_visibility: readPreference('replyVisibility'),
        // Muted users' posts come back flagged for the muted placeholder unless hidden outright.
        with_muted: !readPreference('hideFilteredStatuses'),
      },
      { directMessages },
    );
    for (const status of page.items) storeStatus(this.queryClient, status);
    return page;
  }

  private loadFirst(): Promise<void> {
    if (this.firstLoad) return this.firstLoad;
    const generation = this.generation;
    const resume =
      !this.resumeTried && this.keepsReadingPosition && readPreference('resumeReadingPosition');
    this.resumeTried = true;
    const first = resume
      ? import('./readingPosition/resumeController').then(({ resumeFirstPage }) =>
          resumeFirstPage((extra) => this.fetchPage(extra), this.queryClient),
        )
      : this.fetchPage({}).then((page) => ({ ...plainFirst(page), resumed: null }));
    this.firstLoad = first
      .then(({ ids, next, resumed }) => {
        if (generation !== this.generation) return;
        this.dispatch({ type: 'firstPage', ids, next });
        if (resumed && resumed.newCount > 0) {
          this.holdQueue = true;
          this.apply((state) => withResumedQueue(state, resumed));
        }
      })
      .catch((error: unknown) => {
        if (generation === this.generation) this.dispatch({ type: 'firstPageFailed', error });
      })
      .finally(() => {
        this.firstLoad = null;
      });
    return this.firstLoad;
  }

  /** The reload of the flush marker, and the retry after a failed first page. */
  reload(): void {
    this.generation += 1;
    this.firstLoad = null;
    this.dispatch({ type: 'reload' });
    void this.loadFirst();
  }

  /**
   * The filters the server applies to pages changed (reply visibility, muted posts): the pages
   * held are stale. A timeline on screen loads again; one off screen on its next mount.
   */
  refetch(): void {
    if (this.mounts > 0) {
      this.reload();
      return;
    }
    this.generation += 1;
    this.firstLoad = null;
    this.dispatch({ type: 'reload' });
  }

  /** Older pages, at most one a second (document 2 §4). */
  loadOlder(): void {
    const { phase, loadingOlder, bottomedOut, older } = this.state;
    if (phase !== 'ready' || loadingOlder || bottomedOut || !older || this.olderTimer) return;
    const wait = olderFetchDelay(Date.now(), this.lastOlderAt);
    if (wait > 0) {
      this.olderTimer = setTimeout(() => {
        this.olderTimer = null;
        this.loadOlder();
      }, wait);
      return;
    }
    this.lastOlderAt = Date.now();
    const generation = this.generation;
    this.dispatch({ type: 'olderStarted' });
    this.fetchPage(older)
      .then((page) => {
        if (generation === this.generation)
          this.dispatch({ type: 'olderPage', ids: page.items.map((s) => s.id), next: page.next });
      })
      .catch((error: unknown) => {
        if (generation === this.generation) this.dispatch({ type: 'olderFailed', error });
      });
  }

  /**
   * The viewer's own new post (composer): offered like a streamed one, without moving
   * since_id past posts not fetched yet.
   */
  offerOwnPost(id: string): void {
    // Before the first page the post arrives with it; offering it early would jump the queue.
    if (this.state.phase !== 'ready') return;
    this.dispatch({
      type: 'newer',
      ids: [id],
      source: 'own',
      autoShow: this.autoShowProbe(true),
      now: Date.now(),
    });
  }

  showNew(): void {
    this.holdQueue = false;
    if (this.state.flushMarker) this.reload();
    else this.dispatch({ type: 'showNew', now: Date.now() });
  }

  /** Newer posts with since_id: a poll, or the catch-up after the stream (re)joined. */
  private async fetchNewer(source: 'poll' | 'catchUp'): Promise<void> {
    const sinceId = this.state.newestId;
    if (this.state.phase !== 'ready') return;
    if (!sinceId) {
      // Nothing held yet: an empty timeline simply loads its first page again.
      if (this.state.ids.length === 0) this.reload();
      return;
    }
    const generation = this.generation;
    try {
      const page = await this.fetchPage({ since_id: sinceId });
      if (generation !== this.generation) return;
      this.dispatch({
        type: 'newer',
        ids: page.items.map((s) => s.id),
        source,
        autoShow: this.autoShowProbe(false),
        now: Date.now(),
      });
    } catch (error) {
      // Document 2 §8: a failed timeline fetch is a 5 s error notice.
      const reason = isApiError(error)
        ? i18n.t(error.messageKey, error.messageArgs)
        : String(error);
      pushNotice({
        level: 'error',
        messageKey: 'timeline.error',
        messageArgs: { error: reason },
        timeout: 5000,
      });
    }
  }

  private startPolling(): void {
    if (this.pollTimer || this.mounts === 0) return;
    this.pollTimer = setInterval(() => void this.fetchNewer('poll'), POLL_INTERVAL_MS);
  }

  private stopPolling(): void {
    if (this.pollTimer) clearInterval(this.pollTimer);
    this.pollTimer = null;
  }

  private onStep = (step: StreamStep): void => {
    if (step.poll) this.startPolling();
    else this.stopPolling();
    if (step.catchUp) void this.fetchNewer('catchUp');
  };

  private onStreamedStatus = (id: string): void => {
    this.streamBuffer.push(id);
    this.streamTimer ??= setTimeout(() => {
      this.streamTimer = null;
      const ids = this.streamBuffer;
      this.streamBuffer = [];
      this.dispatch({
        type: 'newer',
        ids,
        source: 'stream',
        autoShow: this.autoShowProbe(false),
        now: Date.now(),
      });
    }, STREAM_BATCH_MS);
  };

  private startLive(): void {
    const spec = timelineStream(this.timeline, this.params);
    const signedIn = useSessionStore.getState().token !== null;
    // Visitors poll, as the spec's login effects start streaming for signed-in users only.
    if (!spec || !signedIn || !readPreference('streaming')) {
      this.startPolling();
      return;
    }
    let cancelled = false;
    this.stopStream = () => {
      cancelled = true;
    };
    import('./streamHub')
      .then(({ subscribeStream }) => {
        if (cancelled) return;
        this.stopStream = subscribeStream(this.queryClient, spec, {
          onNewStatus: this.onStreamedStatus,
          onDelete: (id) => this.dispatch({ type: 'removed', id }),
          onStep: this.onStep,
          readPreference,
        });
      })
      .catch(() => this.startPolling());
  }

  private stopLive(): void {
    this.stopStream?.();
    this.stopStream = null;
    this.stopPolling();
    if (this.olderTimer) clearTimeout(this.olderTimer);
    this.olderTimer = null;
  }
}

const controllers = new Map<string, TimelineController>();

/** One controller per timeline, parameters and credential, kept across navigation. */
// Each held timeline is fetched again when the filters its pages were fetched with change.
watchServerFilters(() => {
  for (const controller of controllers.values()) controller.refetch();
});

export function timelineController(
  queryClient: QueryClient,
  timeline: TimelineName,
  params: TimelineParams = {},
): TimelineController {
  const token = useSessionStore.getState().token ?? '';
  const key = JSON.stringify([timeline, params, token]);
  let controller = controllers.get(key);
  if (!controller) {
    controller = new TimelineController(queryClient, timeline, params);
    controllers.set(key, controller);
  }
  return controller;
}

/** Every live controller of one timeline, whatever its parameters (document 2 §4 unfollow). */
export function controllersOf(timeline: TimelineName): TimelineController[] {
  return [...controllers.values()].filter((c) => c.timeline === timeline);
}

// Without a live stream the home timeline would show the user's own post only at the next poll.
onOwnPost((status) => {
  if (status.visibility === 'direct') return;
  for (const home of controllersOf('friends')) home.offerOwnPost(status.id);
});
