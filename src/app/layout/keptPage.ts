import { matchesPath } from '../../ui/router';
import { ROUTES } from '../routeTable';

/**
 * The timeline kept mounted behind the page at `pathname`, given the one kept before: a
 * timeline keeps itself, a conversation keeps the timeline it was opened from (even through
 * further conversations), and any other page keeps none.
 */
export function keptPath(kept: string | null, pathname: string): string | null {
  const route = ROUTES.find((r) => matchesPath(r.path, pathname));
  if (route?.kept) return pathname;
  return route?.overKept ? kept : null;
}

/** What the main column shows for one address. */
export interface PageVisit {
  /** The page kept mounted (shown or hidden), if any. */
  kept: string | null;
  /** Whether the kept page is the one shown. */
  showingKept: boolean;
  /** Whether this address shows the kept page again after another covered it. */
  revealing: boolean;
}

/** The main column's pages over successive addresses (one instance per `PageKeeper`). */
export class KeptPages {
  private kept: string | null = null;
  private shown: string | null = null;

  /**
   * The pages for `pathname`; `onCover` runs when the kept page is about to be covered, before
   * the DOM changes, to note where the reader was on it.
   */
  visit(pathname: string, onCover: () => void): PageVisit {
    const kept = keptPath(this.kept, pathname);
    const showingKept = kept === pathname;
    if (kept !== null && !showingKept && this.shown === kept) onCover();
    const revealing = showingKept && this.kept === kept && this.shown !== kept;
    if (revealing) revealed = pathname;
    this.kept = kept;
    this.shown = pathname;
    return { kept, showingKept, revealing };
  }
}

// The kept page shown again by the last navigation: the scroll reset leaves that one alone,
// since the page itself puts back where the reader was.
let revealed: string | null = null;

/** Whether the navigation to `pathname` showed a kept page again; asked once per navigation. */
export function takeRevealed(pathname: string): boolean {
  const was = revealed === pathname;
  revealed = null;
  return was;
}
