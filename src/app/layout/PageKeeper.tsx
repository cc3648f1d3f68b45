import { useEffect, useLayoutEffect, useState, type ReactNode } from 'react';
import { ColumnBoundary } from '../../ui/ColumnBoundary';
import { FixedRouter, useLocation } from '../../ui/router';
import { nextPages } from './keptPage';
import { useKeptPages } from './keptPageStore';
import { LeftAt } from './leftAt';

/** The router's address changes: each is announced before the pages render for it. */
const NAVIGATIONS = ['pushState', 'replaceState', 'popstate'] as const;

/**
 * The main column's page. A timeline stays mounted, hidden, under a conversation opened from
 * it (issue 28): opening the conversation tears no rows down, and back shows the same rows at
 * the same place with focus where it was, without fetching or rendering them again. A hidden
 * page's listeners do nothing while it is hidden (`inHiddenPage`), and it is fixed at its own
 * address, so navigations do not render it. Every other page mounts afresh inside an error
 * boundary keyed by its path.
 */
export function PageKeeper({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const [left] = useState(() => new LeftAt());
  // Derived from the route history so far; written back once this address is committed. Read,
  // not subscribed: this component is the store's only writer.
  const pages = nextPages(useKeptPages.getState(), pathname);
  const { kept, showingKept } = pages;

  // A navigation is announced before its render hides the kept page: where the reader was.
  useEffect(() => {
    const onNavigate = () => {
      const box = document.querySelector('[data-kept-page]:not([hidden])');
      if (box) left.note(box);
    };
    for (const type of NAVIGATIONS) window.addEventListener(type, onNavigate);
    return () => {
      for (const type of NAVIGATIONS) window.removeEventListener(type, onNavigate);
    };
  }, [left]);

  // Before the paint that shows the kept page again.
  useLayoutEffect(() => {
    useKeptPages.setState(pages, true);
    if (pages.revealing) left.restore();
  }, [left, pages]);

  return (
    <>
      {kept !== null && (
        <div key={kept} data-kept-page hidden={!showingKept}>
          <FixedRouter path={kept}>
            <ColumnBoundary>{children}</ColumnBoundary>
          </FixedRouter>
        </div>
      )}
      {!showingKept && <ColumnBoundary key={pathname}>{children}</ColumnBoundary>}
    </>
  );
}
