import type { PageParams, SearchParams } from '../../api';

export type SearchTab = 'statuses' | 'people' | 'hashtags';
export const SEARCH_TABS: SearchTab[] = ['statuses', 'people', 'hashtags'];

/** How many results each tab holds so far. */
export type TabCounts = Record<SearchTab, number>;

/** Results asked for per page (document 3 §7's page size). */
export const SEARCH_PAGE_SIZE = 20;

/** The `type` a later page of a tab asks for. */
export const TAB_TYPE: Record<SearchTab, NonNullable<SearchParams['type']>> = {
  statuses: 'statuses',
  people: 'accounts',
  hashtags: 'hashtags',
};

/**
 * The count a tab shows in brackets (document 1 §2: only when non-zero). The server gives no
 * total, only pages: while more pages may follow, what is loaded is a floor ("20+"), never
 * passed off as the total; once the last page is in, it is the total.
 */
export function tabCount(loaded: number, morePages: boolean): string | null {
  if (loaded === 0) return null;
  return morePages ? `${loaded}+` : String(loaded);
}

/** Document 1 §2: the first tab with results, in the order statuses, people, hashtags. */
export function initialTab(counts: TabCounts): SearchTab {
  return SEARCH_TABS.find((tab) => counts[tab] > 0) ?? 'statuses';
}

/**
 * Where the page after one at `offset` starts: a full page may have more behind it, a short
 * one is the last. It moves by the page asked for, not the results kept, so a deleted post the
 * client dropped does not bring a result back twice.
 */
export function nextSearchPage(offset: number, received: number): PageParams | null {
  return received >= SEARCH_PAGE_SIZE ? { offset: String(offset + SEARCH_PAGE_SIZE) } : null;
}

/** The offset a page starts at (the first page has none). */
export function pageOffset(params: PageParams): number {
  const offset = Number.parseInt(params.offset ?? '0', 10);
  return Number.isFinite(offset) && offset > 0 ? offset : 0;
}

/**
 * Whether later pages are offered. Mastodon refuses `offset` to visitors (401, "Search queries
 * pagination is not supported without authentication"); Pleroma and Akkoma page for anyone.
 */
export function searchPagesOffered(signedIn: boolean, pleromaApi: boolean): boolean {
  return signedIn || pleromaApi;
}
