import { useEffect, useMemo, useSyncExternalStore } from 'react';
import type { Feed } from './feed';
import type { FeedState } from './feedState';

/**
 * A feed's live state for a view. Entities dropped from the cache are re-read while the view
 * renders, before its rows ask for them one by one; the mount starts loading and live updates.
 */
export function useFeed<F extends Feed>(feed: F): { feed: F; state: FeedState } {
  useMemo(() => feed.restoreDropped(), [feed]);
  const state = useSyncExternalStore(feed.subscribe, feed.getState, feed.getState);
  useEffect(() => feed.mount(), [feed]);
  return { feed, state };
}
