import { useEffect, type RefObject } from 'react';
import { notePosition, saveOnLeave } from './positionStore';
import { topMostRead, type RowBox } from './topMostRead';
import { inHiddenPage } from '../../../ui/hiddenPage';

/** Scrolling is taken as stopped after this long without a scroll event. */
const SETTLE_MS = 250;

/** The bottom of the sticky top bar: what is under it is not being read. */
function readingLine(): number {
  const bar = document.querySelector('.topbar');
  return bar ? Math.max(0, bar.getBoundingClientRect().bottom) : 0;
}

/** The rows laid out now (far rows may be collapsed to an empty box and carry no status). */
function rowBoxes(feed: HTMLElement): RowBox[] {
  const rows: RowBox[] = [];
  for (const row of Array.from(feed.children)) {
    const id = row.querySelector('[data-status-id]')?.getAttribute('data-status-id');
    if (!id) continue;
    const box = row.getBoundingClientRect();
    rows.push({ id, top: box.top, bottom: box.bottom });
  }
  return rows;
}

/**
 * Notes the home timeline's reading position once the reader stops scrolling, and saves it on
 * leaving. Only scrolling notes a position, so opening the timeline never overwrites one
 * saved elsewhere in the meantime.
 */
export default function HomePositionSaver({ feedRef }: { feedRef: RefObject<HTMLElement | null> }) {
  useEffect(() => {
    let settle: ReturnType<typeof setTimeout> | null = null;
    const measure = () => {
      if (settle) clearTimeout(settle);
      settle = null;
      const feed = feedRef.current;
      // Scrolling a conversation over the hidden timeline is not reading it.
      if (!feed || inHiddenPage(feed)) return;
      const id = topMostRead(rowBoxes(feed), readingLine());
      if (id) notePosition('home', id);
    };
    const onScroll = () => {
      if (settle) clearTimeout(settle);
      settle = setTimeout(measure, SETTLE_MS);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    // Only a scroll not yet measured is measured on leaving; an untouched view notes nothing.
    const stopLeave = saveOnLeave(() => {
      if (settle) measure();
    });
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (settle) clearTimeout(settle);
      stopLeave();
    };
  }, [feedRef]);
  return null;
}
