import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { holdEntity, releaseEntity } from './entityHolds';
import {
  initialNumberedPages,
  keptElsewhere,
  numberedPagesReducer,
  pageCountOf,
  type NumberedPagesAction,
  type NumberedPagesState,
} from './numberedPagesState';
import { createStaleGuard } from './staleGuard';

/** One numbered page: the ids of its items (already in the query cache) and the total. */
export interface NumberedPage {
  ids: string[];
  total: number;
}

/** What a list read by page number supplies (the Link-header lists supply a `FeedSource`). */
export interface NumberedPageSource<Q> {
  /** Fetches page `page` (from 1) of `query` and stores its entities in the query cache. */
  fetchPage(query: Q, page: number): Promise<NumberedPage>;
  /** The cache key of an item's entity, held while the item is listed. */
  entityKey(id: string): QueryKey;
  pageSize: number;
  /**
   * Kept rows a refresh no longer found on the page (a report closed under "Open"): the
   * source may read their newer copy elsewhere into the cache; else the copy shown stays.
   */
  refreshKept?(ids: string[]): Promise<void>;
}

/**
 * A list read a numbered page at a time (Previous/Next, "Page 1 of 2"), on the feed's
 * principles: ids here, entities in the query cache held while listed, one stale guard (the
 * latest request wins; a page asked for before a query change or disposal is dropped).
 * `refresh` reads the page shown again in place: the same ids keep their rows, so scroll,
 * focus and an open report stay, and the total follows the server.
 */
export class NumberedFeed<Q> {
  private state: NumberedPagesState<Q>;
  private readonly listeners = new Set<() => void>();
  private readonly guard = createStaleGuard();
  private held = new Map<string, QueryKey>();
  private disposed = false;

  constructor(
    private readonly queryClient: QueryClient,
    private readonly source: NumberedPageSource<Q>,
    query: Q,
  ) {
    this.state = initialNumberedPages(query);
  }

  getState = (): NumberedPagesState<Q> => this.state;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  get pageCount(): number {
    return pageCountOf(this.state.total, this.source.pageSize);
  }

  belongsTo(queryClient: QueryClient): boolean {
    return !this.disposed && this.queryClient === queryClient;
  }

  private dispatch(action: NumberedPagesAction<Q>): void {
    const next = numberedPagesReducer(this.state, action);
    if (next === this.state || this.disposed) return;
    this.state = next;
    this.holdEntities();
    for (const listener of this.listeners) listener();
  }

  private holdEntities(): void {
    const now = new Set(this.state.ids);
    for (const [id, key] of this.held) {
      if (now.has(id)) continue;
      releaseEntity(this.queryClient, key);
      this.held.delete(id);
    }
    for (const id of now) {
      if (this.held.has(id)) continue;
      const key = this.source.entityKey(id);
      holdEntity(this.queryClient, key);
      this.held.set(id, key);
    }
  }

  /** Shows one page of one query; the page shown again is a refresh in place. */
  show(query: Q, page: number): Promise<void> {
    this.dispatch({ type: 'show', query, page });
    return this.load();
  }

  /** Reads the page shown again, replacing its rows in place (the 60 s poll). */
  refresh(): Promise<void> {
    return this.show(this.state.query, this.state.page);
  }

  private async load(): Promise<void> {
    if (this.disposed) return;
    // Only the latest request may land: an older refresh answering late would undo a newer one.
    this.guard.invalidate();
    const fresh = this.guard.ticket();
    const { query, page } = this.state;
    try {
      const answer = await this.source.fetchPage(query, page);
      const missing = keptElsewhere(answer.ids, this.state.ids, this.state.kept);
      if (missing.length > 0 && this.source.refreshKept) {
        await this.source.refreshKept(missing).catch(() => undefined);
      }
      if (!fresh()) return;
      this.dispatch({ type: 'loaded', ids: answer.ids, total: answer.total });
      // The page emptied under us (its reports closed elsewhere): show the last one there is.
      const last = pageCountOf(answer.total, this.source.pageSize);
      if (answer.ids.length === 0 && page > last) await this.show(query, last);
    } catch (error) {
      if (fresh()) this.dispatch({ type: 'failed', error });
    }
  }

  /** The row is being worked on: it stays on this page until `letGo`. */
  keep(id: string): void {
    this.dispatch({ type: 'keep', id });
  }

  /** The person left the list: rows kept only for them may go at once. */
  letGo(): void {
    const had = this.state.kept.length > 0;
    this.dispatch({ type: 'letGo' });
    if (had && this.state.phase === 'ready') void this.refresh();
  }

  /** Let go (account change, sign-out): answers on their way are dropped, entities released. */
  dispose(): void {
    this.guard.invalidate();
    for (const key of this.held.values()) releaseEntity(this.queryClient, key);
    this.held.clear();
    this.disposed = true;
    this.listeners.clear();
  }
}
