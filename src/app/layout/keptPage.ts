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
export interface KeptPages {
  /** The address shown. */
  shown: string | null;
  /** The page kept mounted (shown or hidden), if any. */
  kept: string | null;
  /** Whether the kept page is the one shown. */
  showingKept: boolean;
  /** Whether this address shows the kept page again after another covered it. */
  revealing: boolean;
}

export const NO_PAGES: KeptPages = {
  shown: null,
  kept: null,
  showingKept: false,
  revealing: false,
};

/** The pages after the route history `before` moves on to `pathname` (the same when it stays). */
export function nextPages(before: KeptPages, pathname: string): KeptPages {
  if (before.shown === pathname) return before;
  const kept = keptPath(before.kept, pathname);
  const showingKept = kept === pathname;
  return {
    shown: pathname,
    kept,
    showingKept,
    revealing: showingKept && before.kept === kept && before.shown !== kept,
  };
}
