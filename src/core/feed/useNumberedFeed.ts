import { useSyncExternalStore } from 'react';
import type { NumberedFeed } from './numberedFeed';
import type { NumberedPagesState } from './numberedPagesState';

/** A numbered-page feed's live state for a view. */
export function useNumberedFeed<Q>(feed: NumberedFeed<Q>): NumberedPagesState<Q> {
  return useSyncExternalStore(feed.subscribe, feed.getState, feed.getState);
}
