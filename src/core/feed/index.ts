export {
  Feed,
  type FeedPage,
  type FeedSource,
  type FirstFeedPage,
  type LiveHandlers,
} from './feed';
export { FeedRegistry, FEEDS_KEPT } from './feedRegistry';
export {
  feedReducer,
  initialFeedState,
  KEEP_ON_SHOW,
  keepNewest,
  MAX_ROWS,
  PAGE_SIZE,
  type FeedAction,
  type FeedState,
} from './feedState';
export { dropIds } from './dropIds';
export { heldEntityCount } from './entityHolds';
export { useFeed } from './useFeed';
export {
  heldPagedList,
  pagedListSource,
  usePagedList,
  type MoreItems,
  type PagedListSource,
} from './pagedList';
// The numbered-page feed (`numberedFeed.ts`, `numberedPagesState.ts`, `useNumberedFeed.ts`) is
// imported from its files: through this barrel it landed in the start-up chunk (677 B gzip)
// although only the staff's reports use it.
