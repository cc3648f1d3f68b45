import { useEffect } from 'react';
import { matchRoutes, useLocation } from 'react-router';
import { ROUTES } from '../routeTable';

const MATCHABLE = ROUTES.map((route) => ({ path: route.path, route }));

/** Navigation scrolls to the top, except onto routes that keep the position (document 1 §2). */
export function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    const match = matchRoutes(MATCHABLE, pathname)?.[0];
    if (!match?.route.route.keepsScroll) window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
