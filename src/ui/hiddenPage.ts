/**
 * Whether `el` sits in a page kept mounted but hidden behind another (the timeline under a
 * conversation, `PageKeeper`). Such a page lays nothing out: what it would read of the view,
 * its rows' sizes or the reading position is not true while it is hidden, so its listeners
 * leave it alone until it shows again.
 */
export function inHiddenPage(el: Element | null | undefined): boolean {
  return el?.closest('[hidden]') != null;
}
