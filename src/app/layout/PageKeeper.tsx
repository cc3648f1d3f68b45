import { useLayoutEffect, useState, type ReactNode } from 'react';
import { ColumnBoundary } from '../../ui/ColumnBoundary';
import { FixedRouter, useLocation } from '../../ui/router';
import { KeptPages } from './keptPage';

/** Where the reader was on the kept page when another page covered it. */
class LeftAt {
  scrollY = 0;
  focus: HTMLElement | null = null;
  title = '';
  noted = false;

  note(): void {
    const box = document.querySelector('[data-kept-page]');
    const active = document.activeElement;
    this.scrollY = window.scrollY;
    this.focus = active instanceof HTMLElement && box?.contains(active) ? active : null;
    this.title = document.title;
    this.noted = true;
  }

  /** Puts the reader back: scroll, focus and the page's title. */
  restore(): void {
    if (!this.noted) return;
    this.noted = false;
    window.scrollTo({ top: this.scrollY, behavior: 'instant' });
    if (this.focus?.isConnected) this.focus.focus({ preventScroll: true });
    document.title = this.title;
  }
}

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
  const [pages] = useState(() => new KeptPages());
  const [left] = useState(() => new LeftAt());
  // Read before this render's DOM changes hide the page: where the reader was on it.
  const { kept, showingKept, revealing } = pages.visit(pathname, () => left.note());

  // Before the paint that shows the kept page again.
  useLayoutEffect(() => {
    if (revealing) left.restore();
  }, [left, revealing, pathname]);

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
