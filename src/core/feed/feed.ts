import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { PageParams } from '../../api/paging';
import { holdEntity, releaseEntity } from './entityHolds';
import type { Evictable } from './feedRegistry';
import { feedReducer, initialFeedState, type FeedAction, type FeedState } from './feedState';
import { openBelow } from './openBelow';
import { rereadDropped } from './reread';
import { createStaleGuard } from './staleGuard';

/** One page of a feed: the ids of its items (already in the query cache) and what lies older. */
export interface FeedPage {
  ids: string[];
  next: PageParams | null;
}

/** A first page that may open elsewhere than at the top (the home reading position). */
export interface FirstFeedPage extends FeedPage {
  /** Applied to the state after the first page; `holdQueue` keeps its queue behind the button. */
  after?: (state: FeedState) => FeedState;
  holdQueue?: boolean;
}

/** What the live updates of a feed may tell it. */
export interface LiveHandlers {
  inserted(id: string): void;
  removed(id: string): void;
  /** Poll for newer items (stream off or down), or stop polling. */
  poll(on: boolean): void;
  /** Fetch what came while the stream was away. */
  catchUp(): void;
}

/** What one kind of list supplies: how to fetch it and keep it live. */
export interface FeedSource {
  /** Fetches one page and stores its entities in the query cache. */
  fetchPage(params: PageParams): Promise<FeedPage>;
  /** The first page; by default `fetchPage({})`. */
  firstPage?(): Promise<FirstFeedPage>;
  /** The cache key of an item's entity, and of the entities it embeds (a repeat's status). */
  entityKeys(id: string): QueryKey[];
  /** Fetches one entity the re-read did not find (deleted, or outside the pages). */
  fetchEntity(id: string): Promise<unknown>;
  /**
   * The page starting just below the item `above` (null: the top), for re-reading dropped
   * entities; null when this list does not page by its item ids.
   */
  pageBelow(above: string | null): PageParams | null;
  /** Starts live updates; returns their stop. Without it the feed polls. */
  live?(handlers: LiveHandlers): () => void;
  /** How long to wait before the next older page (throttle), given the last one's time. */
  olderDelay(now: number, lastOlderAt: number): number;
  /** Polling interval; null for a list that is not live (no polling, no catch-up on return). */
  pollIntervalMs: number | null;
  /** A failed fetch of newer items (the list itself stays as it is). */
  onNewerError(error: unknown): void;
  /** Whether older pages start at the last kept item id (trimming is possible). */
  pagesByItemId: boolean;
}

/** Streamed items are gathered this long and offered together, so 100 a second is 10 renders. */
const STREAM_BATCH_MS = 100;

/**
 * One list of server data, driven outside React: first page, older pages (throttled), newer
 * items from a stream or polling, the catch-up after a reconnect, the queue behind the load
 * button and trimming (feedState). It holds ids only; the entities stay in the query cache for
 * as long as the feed holds their ids, and are re-read a page at a time if they were dropped.
 * React reads its state through `subscribe`/`getState`.
 */
export class Feed implements Evictable {
  private state: FeedState;
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
  private readonly guard = createStaleGuard();
  /** Set while the newer items above a restored position wait behind the button. */
  private holdQueue = false;
  /** Rows already on screen before the first page came (`openAtSeen`). */
  private seen: readonly string[] = [];
  private disposed = false;
  /** The cache keys held for each id in the list or its queue. */
  private held = new Map<string, QueryKey[]>();
  private rereading: Promise<void> | null = null;
  /**
   * Set by the view: whether new items may show by themselves right now. The viewer's own
   * post may also when streaming is off: they are waiting for it.
   */
  private autoShowProbe: (own: boolean) => boolean = () => false;

  constructor(
    protected readonly queryClient: QueryClient,
    private readonly source: FeedSource,
  ) {
    this.state = initialFeedState(source.pagesByItemId);
  }

  getState = (): FeedState => this.state;

  get shown(): boolean {
    return this.mounts > 0;
  }

  /** The view tells how to ask whether the reader is at the top and not paused. */
  setAutoShowProbe(probe: (own: boolean) => boolean): void {
    // Items waiting above a restored reading position stay queued until asked for.
    this.autoShowProbe = (own) => !this.holdQueue && probe(own);
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private dispatch(action: FeedAction): void {
    this.apply((state) => feedReducer(state, action));
  }

  /** A change from outside the loading rules (an unfollowed user's posts leave, document 2 §4). */
  apply(change: (state: FeedState) => FeedState): void {
    const next = change(this.state);
    if (next === this.state || this.disposed) return;
    this.state = next;
    this.holdEntities();
    for (const listener of this.listeners) listener();
  }

  /** Keeps the entities of every id in the list and queue in the cache; lets go of the rest. */
  private holdEntities(): void {
    const now = new Set([...this.state.ids, ...this.state.queued]);
    for (const [id, keys] of this.held) {
      if (now.has(id)) continue;
      for (const key of keys) releaseEntity(this.queryClient, key);
      this.held.delete(id);
    }
    for (const id of now) {
      if (this.held.has(id)) continue;
      const keys = this.source.entityKeys(id);
      for (const key of keys) holdEntity(this.queryClient, key);
      this.held.set(id, keys);
    }
  }

  /**
   * Called by the view while it renders, before its rows ask for their entities: entities
   * dropped from the cache (a cleared cache, a removed entry) are re-read as pages, and each
   * row's query joins that read instead of fetching its entity alone.
   */
  restoreDropped(): void {
    if (this.rereading || this.state.phase !== 'ready') return;
    const missing = this.state.ids.filter(
      (id) => this.queryClient.getQueryData(this.source.entityKeys(id)[0] ?? []) === undefined,
    );
    if (missing.length === 0) return;
    const read = rereadDropped(this.state.ids, new Set(missing), this.source);
    this.rereading = read.finally(() => {
      this.rereading = null;
    });
    for (const id of missing) {
      const key = this.source.entityKeys(id)[0] ?? [];
      void this.queryClient.prefetchQuery({
        queryKey: key,
        queryFn: async () => {
          await read;
          return this.queryClient.getQueryData(key) ?? this.source.fetchEntity(id);
        },
      });
    }
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
      // A list that is not live reads its first page again on return, showing the held one
      // meanwhile (a mute or follow made elsewhere shows up).
      else if (this.source.pollIntervalMs === null) void this.loadFirst();
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

  /** The first page opens at these rows, newer posts held behind the button (`openBelow`). */
  openAtSeen(ids: readonly string[]): void {
    if (this.state.phase === 'loading') this.seen = ids;
  }

  private loadFirst(): Promise<void> {
    if (this.firstLoad) return this.firstLoad;
    const fresh = this.guard.ticket();
    const first = this.source.firstPage?.() ?? this.source.fetchPage({});
    this.firstLoad = first
      .then((answer: FirstFeedPage) => {
        if (!fresh()) return;
        const page = openBelow(answer, this.seen);
        this.seen = [];
        this.dispatch({ type: 'firstPage', ids: page.ids, next: page.next });
        if (page.after) {
          this.holdQueue = page.holdQueue ?? false;
          this.apply(page.after);
        }
      })
      .catch((error: unknown) => {
        if (fresh()) this.dispatch({ type: 'firstPageFailed', error });
      })
      .finally(() => {
        this.firstLoad = null;
      });
    return this.firstLoad;
  }

  /** The reload of the flush marker, and the retry after a failed first page. */
  reload(): void {
    this.guard.invalidate();
    this.firstLoad = null;
    this.dispatch({ type: 'reload' });
    void this.loadFirst();
  }

  /**
   * The filters the server applies to pages changed: the pages held are stale. A feed on
   * screen loads again; one off screen on its next mount.
   */
  refetch(): void {
    if (this.mounts > 0) {
      this.reload();
      return;
    }
    this.guard.invalidate();
    this.firstLoad = null;
    this.dispatch({ type: 'reload' });
  }

  /** Older pages, throttled by the source (document 2 §4: at most one a second). */
  loadOlder(): void {
    const { phase, loadingOlder, bottomedOut, older } = this.state;
    if (phase !== 'ready' || loadingOlder || bottomedOut || !older || this.olderTimer) return;
    const wait = this.source.olderDelay(Date.now(), this.lastOlderAt);
    if (wait > 0) {
      this.olderTimer = setTimeout(() => {
        this.olderTimer = null;
        this.loadOlder();
      }, wait);
      return;
    }
    this.lastOlderAt = Date.now();
    const fresh = this.guard.ticket();
    this.dispatch({ type: 'olderStarted' });
    this.source
      .fetchPage(older)
      .then((page) => {
        if (fresh()) this.dispatch({ type: 'olderPage', ids: page.ids, next: page.next });
      })
      .catch((error: unknown) => {
        if (fresh()) this.dispatch({ type: 'olderFailed', error });
      });
  }

  /**
   * The viewer's own new item (composer): offered like a streamed one, without moving
   * since_id past items not fetched yet.
   */
  offerOwn(id: string): void {
    // Before the first page the item arrives with it; offering it early would jump the queue.
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

  /** Newer items with since_id: a poll, or the catch-up after the stream (re)joined. */
  private async fetchNewer(source: 'poll' | 'catchUp'): Promise<void> {
    const sinceId = this.state.newestId;
    if (this.state.phase !== 'ready') return;
    if (!sinceId) {
      // Nothing held yet: an empty feed reads its first page again, without a spinner between.
      if (this.state.ids.length === 0) void this.loadFirst();
      return;
    }
    const fresh = this.guard.ticket();
    try {
      const page = await this.source.fetchPage({ since_id: sinceId });
      if (!fresh()) return;
      this.dispatch({
        type: 'newer',
        ids: page.ids,
        source,
        autoShow: this.autoShowProbe(false),
        now: Date.now(),
      });
    } catch (error) {
      this.source.onNewerError(error);
    }
  }

  private startPolling(): void {
    const every = this.source.pollIntervalMs;
    if (this.pollTimer || this.mounts === 0 || every === null) return;
    this.pollTimer = setInterval(() => void this.fetchNewer('poll'), every);
  }

  private stopPolling(): void {
    if (this.pollTimer) clearInterval(this.pollTimer);
    this.pollTimer = null;
  }

  private onInserted = (id: string): void => {
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
    if (!this.source.live) {
      this.startPolling();
      return;
    }
    this.stopStream = this.source.live({
      inserted: this.onInserted,
      removed: (id) => this.dispatch({ type: 'removed', id }),
      poll: (on) => (on ? this.startPolling() : this.stopPolling()),
      catchUp: () => void this.fetchNewer('catchUp'),
    });
  }

  private stopLive(): void {
    this.stopStream?.();
    this.stopStream = null;
    this.stopPolling();
    if (this.olderTimer) clearTimeout(this.olderTimer);
    this.olderTimer = null;
  }

  /** Evicted: answers still on their way are dropped, and its entities are let go. */
  dispose(): void {
    this.stopLive();
    if (this.streamTimer) clearTimeout(this.streamTimer);
    this.streamTimer = null;
    this.guard.invalidate();
    for (const keys of this.held.values())
      for (const key of keys) releaseEntity(this.queryClient, key);
    this.held.clear();
    this.disposed = true;
    this.listeners.clear();
  }
}
