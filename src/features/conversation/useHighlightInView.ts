import { useEffect, type RefObject } from 'react';
import { highlightScrollDelta } from './highlightScroll';

/**
 * How long the page must stay still before the hold ends: each change of size restarts it. A
 * fixed 1.5 s from the first placement ran out on a busy machine before the posts above had
 * their size, and the highlighted status was left where they pushed it (issue 28).
 */
const SETTLE_MS = 1500;
/** The hold ends by this time whatever still moves (an animated card should not pin the page). */
const HOLD_MAX_MS = 10_000;
const READER_INPUT = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/**
 * Brings the highlighted status within document 2 §9's margins once the conversation shows,
 * and keeps it there while images and cards above it take their size, until the person
 * scrolls or presses a key themselves, or the page has been still for a while.
 */
export function useHighlightInView(
  list: RefObject<HTMLElement | null>,
  focusedId: string | undefined,
  display: string,
  /** How many statuses show: the hold starts again when the thread replaces the cached status. */
  shown = 0,
): void {
  useEffect(() => {
    const root = list.current;
    if (!focusedId || !root) return;
    const selector = `[data-thread-id="${CSS.escape(focusedId)}"] article`;
    let settle: ReturnType<typeof setTimeout> | undefined;
    const place = () => {
      clearTimeout(settle);
      settle = setTimeout(stop, SETTLE_MS);
      const el = root.querySelector(selector);
      if (!el) return;
      const delta = highlightScrollDelta(el.getBoundingClientRect(), window.innerHeight);
      if (delta !== 0) window.scrollBy({ top: delta, behavior: 'instant' });
    };
    // The list, and the page around it: a notice or a pending reply above the list moves the
    // status without resizing the list.
    const observer = new ResizeObserver(place);
    observer.observe(root);
    observer.observe(document.body);
    const stop = () => {
      observer.disconnect();
      clearTimeout(settle);
      clearTimeout(limit);
      for (const type of READER_INPUT) window.removeEventListener(type, stop);
    };
    const limit = setTimeout(stop, HOLD_MAX_MS);
    for (const type of READER_INPUT) window.addEventListener(type, stop, { passive: true });
    place();
    return stop;
  }, [list, focusedId, display, shown]);
}
