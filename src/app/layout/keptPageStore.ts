import { create } from 'zustand';
import { NO_PAGES, type KeptPages } from './keptPage';

/**
 * The main column's pages as the route history has moved them (`nextPages`). `PageKeeper`
 * derives each address's pages from it while rendering and writes them here once committed,
 * so its render changes nothing; the scroll reset reads here whether a navigation showed the
 * kept page again.
 */
export const useKeptPages = create<KeptPages>(() => NO_PAGES);

/** Whether the navigation to `pathname` showed a kept page again (it puts back its own place). */
export function revealedKeptPage(pathname: string): boolean {
  const pages = useKeptPages.getState();
  return pages.shown === pathname && pages.revealing;
}
