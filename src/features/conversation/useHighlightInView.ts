import { useEffect, type RefObject } from 'react';
import { highlightScrollDelta } from './highlightScroll';

/** How long the highlighted status is held in view while the posts above it settle. */
const SETTLE_MS = 1500;

/**
 * Brings the highlighted status within document 2 §9's margins once the conversation shows,
 * and keeps it there while images and cards above it take their size, until the person
 * scrolls or presses a key themselves.
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
    const place = () => {
      const el = root.querySelector(selector);
      if (!el) return;
      const delta = highlightScrollDelta(el.getBoundingClientRect(), window.innerHeight);
      if (delta !== 0) window.scrollBy({ top: delta, behavior: 'instant' });
    };
    place();
    const observer = new ResizeObserver(place);
    observer.observe(root);
    const stop = () => {
      observer.disconnect();
      clearTimeout(timer);
      for (const type of ['wheel', 'touchstart', 'keydown', 'pointerdown'])
        window.removeEventListener(type, stop);
    };
    const timer = setTimeout(stop, SETTLE_MS);
    for (const type of ['wheel', 'touchstart', 'keydown', 'pointerdown'])
      window.addEventListener(type, stop, { passive: true });
    return stop;
  }, [list, focusedId, display, shown]);
}
