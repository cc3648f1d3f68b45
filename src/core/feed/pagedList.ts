import { useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { PageParams } from '../../api/paging';
import { Feed, type FeedSource } from './feed';
import { FeedRegistry } from './feedRegistry';
import type { FeedState } from './feedState';
import { useFeed } from './useFeed';

/** What a list that only pages older (people, mutes) supplies. */
export interface PagedListSource<T> {
  fetchPage(params: PageParams): Promise<{ items: T[]; next: PageParams | null }>;
  /** Puts one item in the query cache; returns its id. */
  store(item: T): string;
  /** The cache key of an item's entity. */
  entityKey(id: string): QueryKey;
  /** Fetches one entity a re-read did not find. */
  fetchEntity(id: string): Promise<unknown>;
}

/** A paged list as a feed source: no live updates, no catch-up, no throttle. */
export function pagedListSource<T>(list: PagedListSource<T>): FeedSource {
  const fetchPage = async (params: PageParams) => {
    const page = await list.fetchPage(params);
    return { ids: page.items.map((item) => list.store(item)), next: page.next };
  };
  return {
    fetchPage,
    entityKeys: (id) => [list.entityKey(id)],
    fetchEntity: (id) => list.fetchEntity(id),
    // These lists page by their own ids (a follow's, a mute's), not the account's.
    pageBelow: (above) => (above === null ? {} : null),
    olderDelay: () => 0,
    pollIntervalMs: null,
    onNewerError: () => undefined,
    pagesByItemId: false,
  };
}

const lists = new FeedRegistry<Feed>();

const keyOf = (key: readonly unknown[]) => JSON.stringify(key);

/** The feed of a paged list, made on first use and kept among the last 20. */
export function pagedList(
  queryClient: QueryClient,
  key: readonly unknown[],
  make: () => FeedSource,
): Feed {
  return lists.get(keyOf(key), () => new Feed(queryClient, make()));
}

/** The held feed of a paged list, if any (to take an item out after an action). */
export function heldPagedList(key: readonly unknown[]): Feed | undefined {
  return lists.peek(keyOf(key));
}

/** The part of a paged list a "load more" control needs (`ui/LoadMoreButton`'s `MorePages`). */
export interface MoreItems {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
  /** Why the last "load more" failed, or null: the control offers a retry in its place. */
  error: unknown;
}

/** A paged list's state for a view, with its "load more" and retry. */
export function usePagedList(
  key: readonly unknown[],
  make: () => FeedSource,
): { feed: Feed; state: FeedState; more: MoreItems } {
  const queryClient = useQueryClient();
  const hash = keyOf(key);
  // `make` is read once per key: a list's source does not change while its key stays.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const feed = useMemo(() => pagedList(queryClient, key, make), [queryClient, hash]);
  const { state } = useFeed(feed);
  const more: MoreItems = {
    hasNextPage: state.phase === 'ready' && !state.bottomedOut && state.older !== null,
    isFetchingNextPage: state.loadingOlder,
    fetchNextPage: () => {
      feed.loadOlder();
      return Promise.resolve();
    },
    error: state.olderError,
  };
  return { feed, state, more };
}
