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

// The kept page shown again by the last navigation: the scroll reset leaves that one alone,
// since the page itself puts back where the reader was.
let revealed: string | null = null;

export function noteRevealed(pathname: string): void {
  revealed = pathname;
}

/** Whether the navigation to `pathname` showed a kept page again; asked once per navigation. */
export function takeRevealed(pathname: string): boolean {
  const was = revealed === pathname;
  revealed = null;
  return was;
}
