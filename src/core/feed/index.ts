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
  loadButtonMode,
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
export { NumberedFeed, type NumberedPage, type NumberedPageSource } from './numberedFeed';
export { pageCountOf, type NumberedPagesState } from './numberedPagesState';
export { useNumberedFeed } from './useNumberedFeed';
