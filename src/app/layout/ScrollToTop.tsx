import { useEffect } from 'react';
import { matchesPath, useLocation } from '../../ui/router';
import { ROUTES } from '../routeTable';

/** Navigation scrolls to the top, except onto routes that keep the position (document 1 §2). */
export function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    const route = ROUTES.find((r) => matchesPath(r.path, pathname));
    if (!route?.keepsScroll) window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
