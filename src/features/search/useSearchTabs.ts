import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  fetchAccount,
  fetchStatus,
  search,
  type Hashtag,
  type PageParams,
  type SearchResults,
  type Status,
  type User,
} from '../../api';
import { pagedListSource, usePagedList, type FeedSource } from '../../core/feed';
import { api } from '../../core/client';
import { accountKey, statusKey, storeStatus, storeUser } from '../../core/statusCache';
import {
  nextSearchPage,
  pageOffset,
  SEARCH_PAGE_SIZE,
  TAB_TYPE,
  type SearchTab,
} from './searchTabs';

export const hashtagKey = (name: string) => ['hashtag', name] as const;

/** How a tab reads its items out of a search answer and keeps them in the cache. */
interface TabKind<T> {
  tab: SearchTab;
  items: (results: SearchResults) => T[];
  store: (queryClient: QueryClient, item: T) => string;
  entityKey: (id: string) => readonly unknown[];
  fetchEntity: (id: string) => Promise<unknown>;
}

const STATUSES: TabKind<Status> = {
  tab: 'statuses',
  items: (results) => results.statuses,
  store: (queryClient, status) => {
    storeStatus(queryClient, status);
    return status.id;
  },
  entityKey: statusKey,
  fetchEntity: (id) => fetchStatus(api, id),
};

const PEOPLE: TabKind<User> = {
  tab: 'people',
  items: (results) => results.accounts,
  store: (queryClient, user) => {
    storeUser(queryClient, user);
    return user.id;
  },
  entityKey: accountKey,
  fetchEntity: (id) => fetchAccount(api, id),
};

const HASHTAGS: TabKind<Hashtag> = {
  tab: 'hashtags',
  items: (results) => results.hashtags,
  // A hashtag is its own entity, kept by name like any other item of a feed.
  store: (queryClient, tag) => {
    queryClient.setQueryData(hashtagKey(tag.name), tag);
    return tag.name;
  },
  entityKey: hashtagKey,
  // No call reads one tag's history; a tag the cache lost shows without it.
  fetchEntity: (name) => Promise.resolve<Hashtag>({ name, url: '', history: [] }),
};

/**
 * The first page of every tab comes from one call without `type` (the tab counts need all
 * three), shared by the three feeds; later pages ask for one type at an offset.
 */
function firstResults(queryClient: QueryClient, q: string): Promise<SearchResults> {
  return queryClient.fetchQuery({
    queryKey: ['search', q],
    staleTime: 60_000,
    queryFn: ({ signal }) => search(api, { q, resolve: true, limit: SEARCH_PAGE_SIZE }, { signal }),
  });
}

function tabSource<T>(queryClient: QueryClient, q: string, kind: TabKind<T>): FeedSource {
  return pagedListSource({
    fetchPage: async (params: PageParams) => {
      const offset = pageOffset(params);
      const results =
        offset === 0
          ? await firstResults(queryClient, q)
          : await search(api, { q, type: TAB_TYPE[kind.tab], offset, limit: SEARCH_PAGE_SIZE });
      const items = kind.items(results);
      return { items, next: nextSearchPage(offset, items.length) };
    },
    store: (item: T) => kind.store(queryClient, item),
    entityKey: kind.entityKey,
    fetchEntity: kind.fetchEntity,
  });
}

/** One tab's results: ids held by its feed, and what its "load more" needs. */
export type SearchTabFeed = ReturnType<typeof usePagedList>;

/** The three result tabs of one query, each a paged feed. */
export function useSearchTabs(q: string): Record<SearchTab, SearchTabFeed> {
  const queryClient = useQueryClient();
  return {
    statuses: usePagedList(['search', q, 'statuses'], () => tabSource(queryClient, q, STATUSES)),
    people: usePagedList(['search', q, 'people'], () => tabSource(queryClient, q, PEOPLE)),
    hashtags: usePagedList(['search', q, 'hashtags'], () => tabSource(queryClient, q, HASHTAGS)),
  };
}
