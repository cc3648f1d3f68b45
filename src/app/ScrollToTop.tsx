import { useEffect } from 'react';
import { useLocation, useMatches } from 'react-router';
import type { RouteSpec } from './routeTable';

/** Navigation scrolls to the top, except onto routes that keep the position (document 1 §2). */
export function ScrollToTop() {
  const { pathname } = useLocation();
  const matches = useMatches();
  const keeps = matches.some((m) => (m.handle as RouteSpec | undefined)?.keepsScroll);
  useEffect(() => {
    if (!keeps) window.scrollTo(0, 0);
    // Only a change of path should scroll, not a change of the route's data.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname]);
  return null;
}
