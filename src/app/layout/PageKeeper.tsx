import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { ColumnBoundary } from '../../ui/ColumnBoundary';
import { FixedRouter, useLocation } from '../../ui/router';
import { keptPath, noteRevealed } from './keptPage';

/** Where the reader was on the kept page when another page covered it. */
interface Left {
  scrollY: number;
  focus: HTMLElement | null;
  title: string;
}

/**
 * The main column's page. A timeline stays mounted, hidden, under a conversation opened from
 * it (issue 28): opening the conversation tears no rows down, and back shows the same rows at
 * the same place with focus where it was, without fetching or rendering them again. Hidden
 * pages' listeners do nothing while hidden (`inHiddenPage`). Every other page mounts afresh
 * inside an error boundary keyed by its path.
 */
export function PageKeeper({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const keptRef = useRef<string | null>(null);
  const shownRef = useRef<string | null>(null);
  const boxRef = useRef<HTMLDivElement>(null);
  const left = useRef<Left | null>(null);

  const kept = keptPath(keptRef.current, pathname);
  const showingKept = kept === pathname;
  // Read before this render's DOM changes hide the page: where the reader was on it.
  if (kept !== null && !showingKept && shownRef.current === kept) {
    const active = document.activeElement;
    left.current = {
      scrollY: window.scrollY,
      focus:
        active instanceof HTMLElement && boxRef.current?.contains(active) ? active : null,
      title: document.title,
    };
  }
  const revealing = showingKept && keptRef.current === kept && shownRef.current !== kept;
  if (revealing) noteRevealed(pathname);
  keptRef.current = kept;
  shownRef.current = pathname;

  // Before the paint that shows the kept page again: its place, focus and title back.
  useLayoutEffect(() => {
    if (!revealing) return;
    const at = left.current;
    left.current = null;
    if (!at) return;
    window.scrollTo({ top: at.scrollY, behavior: 'instant' });
    if (at.focus?.isConnected) at.focus.focus({ preventScroll: true });
    document.title = at.title;
  }, [revealing, pathname]);

  return (
    <>
      {kept !== null && (
        <div key={kept} ref={boxRef} hidden={!showingKept}>
          <FixedRouter path={kept}>
            <ColumnBoundary>{children}</ColumnBoundary>
          </FixedRouter>
        </div>
      )}
      {!showingKept && <ColumnBoundary key={pathname}>{children}</ColumnBoundary>}
    </>
  );
}
