/**
 * Which part of a long conversation is in the page (issue 29, item 4): 5,000 replies rendered
 * at once held the main thread 11 s. The page starts with the highlighted status, a few
 * before it and a screenful or two after it; the rest comes in chunks as the reader asks or
 * scrolls near an end.
 */
export const WINDOW_BEFORE = 20;
export const WINDOW_AFTER = 40;
export const WINDOW_CHUNK = 50;

/** Positions `start` (inclusive) to `end` (exclusive) of the thread order are rendered. */
export interface RenderWindow {
  start: number;
  end: number;
}

/** The first window: the highlighted status at `focusIndex` (or the top, when not found). */
export function windowAround(count: number, focusIndex: number): RenderWindow {
  const focus = Math.min(Math.max(focusIndex, 0), Math.max(count - 1, 0));
  return {
    start: Math.max(0, focus - WINDOW_BEFORE),
    end: Math.min(count, focus + 1 + WINDOW_AFTER),
  };
}

export function withEarlier(window: RenderWindow): RenderWindow {
  return { ...window, start: Math.max(0, window.start - WINDOW_CHUNK) };
}

export function withLater(window: RenderWindow, count: number): RenderWindow {
  return { ...window, end: Math.min(count, window.end + WINDOW_CHUNK) };
}

/**
 * The window after the thread changed from `before` to `count` statuses (a reply posted, a
 * refetch): one that reached the end keeps reaching it, so a new last reply shows.
 */
export function followCount(window: RenderWindow, before: number, count: number): RenderWindow {
  const end = window.end >= before ? count : Math.min(window.end, count);
  return { start: Math.min(window.start, end), end };
}
