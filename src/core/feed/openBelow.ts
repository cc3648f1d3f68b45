import type { FirstFeedPage } from './feed';

/**
 * A first page opened at rows the reader already sees (the last visit's first screen, painted
 * before the page came: issue 27's repeat visit): the page's posts above the first of `seen`
 * it holds wait behind the load button, so those rows keep their place. A page that holds
 * none of them, or that opens elsewhere already (the home reading position), is as it came.
 */
export function openBelow(page: FirstFeedPage, seen: readonly string[]): FirstFeedPage {
  if (page.after) return page;
  const seenIds = new Set(seen);
  const at = page.ids.findIndex((id) => seenIds.has(id));
  if (at <= 0) return page;
  const newer = page.ids.slice(0, at);
  return {
    ids: page.ids.slice(at),
    next: page.next,
    holdQueue: true,
    after: (state) => ({
      ...state,
      queued: newer,
      newCount: newer.length,
      newestId: newer[0] ?? state.newestId,
    }),
  };
}
