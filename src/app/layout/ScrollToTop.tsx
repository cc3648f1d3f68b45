import { useEffect } from 'react';
import { matchesPath, useLocation } from '../../ui/router';
import { ROUTES } from '../routeTable';
import { revealedKeptPage } from './keptPageStore';

/**
 * Navigation scrolls to the top, except onto routes that keep the position (document 1 §2) and
 * back to a timeline kept under a conversation, which puts back its own place (`PageKeeper`).
 */
export function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    if (revealedKeptPage(pathname)) return;
    const route = ROUTES.find((r) => matchesPath(r.path, pathname));
    if (!route?.keepsScroll) window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
