/**
 * The small timing and position rules of document 2 §4 and §9, as pure functions so they can
 * be tested without a browser.
 */

/** New posts show by themselves only this close to the top. */
export const AUTO_SHOW_WITHIN_PX = 15;
/** Load older when the end of the list comes this close to the viewport. */
export const LOAD_OLDER_WITHIN_PX = 750;
export const OLDER_THROTTLE_MS = 1000;
export const CLICK_BLOCK_MS = 1000;
/** Document 1 §9 / document 3 §9: polling when the stream is off or down. */
export const POLL_INTERVAL_MS = 20_000;

/**
 * Whether the reader is at the top of the page: `pageScroll` is how far the page is scrolled
 * (window.scrollY). Measured from where the person is, not from the feed's top edge, which sits
 * below the header bar and the panel heading (document 2 §4, §9; issue 24).
 */
export function isNearTop(pageScroll: number): boolean {
  return pageScroll <= AUTO_SHOW_WITHIN_PX;
}

export function isPaused(tabHidden: boolean, pauseOnUnfocused: boolean): boolean {
  return tabHidden && pauseOnUnfocused;
}

/** Streamed posts show by themselves at the top of a timeline that is not paused. */
export function shouldAutoShow(options: {
  streaming: boolean;
  nearTop: boolean;
  paused: boolean;
}): boolean {
  return options.streaming && options.nearTop && !options.paused;
}

/** The '.' shortcut is ignored while the user types. */
export function isTypingTarget(
  target: {
    tagName?: string;
    isContentEditable?: boolean;
  } | null,
): boolean {
  if (!target) return false;
  const tag = (target.tagName ?? '').toUpperCase();
  return (
    tag === 'INPUT' || tag === 'TEXTAREA' || tag === 'SELECT' || target.isContentEditable === true
  );
}

/** Clicks are blocked for 1 s after new posts were shown, so content that moved is not hit. */
export function clicksBlocked(now: number, shownAt: number): boolean {
  return shownAt > 0 && now - shownAt < CLICK_BLOCK_MS;
}

/** How long to wait before the next older fetch (0: now), throttled to one a second. */
export function olderFetchDelay(now: number, lastOlderAt: number): number {
  return Math.max(0, lastOlderAt + OLDER_THROTTLE_MS - now);
}
