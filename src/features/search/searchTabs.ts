import type { SearchResults } from '../../api';

export type SearchTab = 'statuses' | 'people' | 'hashtags';
export const SEARCH_TABS: SearchTab[] = ['statuses', 'people', 'hashtags'];

export function tabCount(results: SearchResults, tab: SearchTab): number {
  if (tab === 'statuses') return results.statuses.length;
  if (tab === 'people') return results.accounts.length;
  return results.hashtags.length;
}

/** Document 1 §2: the first tab with results, in the order statuses, people, hashtags. */
export function initialTab(results: SearchResults): SearchTab {
  return SEARCH_TABS.find((tab) => tabCount(results, tab) > 0) ?? 'statuses';
}
