import { compareIds, type PageParams } from '../../api/paging';
import type { FeedPage } from './feed';

/** Items asked for per re-read page: two of the usual pages (document 3 §7 allows 40). */
export const REREAD_PAGE_SIZE = 40;

interface RereadSource {
  fetchPage(params: PageParams): Promise<FeedPage>;
  pageBelow(above: string | null): PageParams | null;
}

/**
 * Re-reads the dropped entities of `ids` (newest first) a page at a time: each page starts just
 * above the first id still missing, so a screenful of dropped rows is one request. Ids a page
 * passes without returning (deleted, filtered) are left to be fetched on their own.
 */
export async function rereadDropped(
  ids: string[],
  missing: Set<string>,
  source: RereadSource,
): Promise<void> {
  const wanted = new Set(missing);
  const firstWanted = () => ids.findIndex((id) => wanted.has(id));
  const start = firstWanted();
  if (start === -1) return;
  let above = start === 0 ? null : (ids[start - 1] ?? null);
  // Newer items above the list may take a page or two; beyond that, ids go on their own.
  const cap = Math.ceil(missing.size / REREAD_PAGE_SIZE) + 2;
  for (let pages = 0; pages < cap; pages++) {
    const params = source.pageBelow(above);
    if (!params) return;
    const page = await source.fetchPage(params);
    const oldest = page.ids[page.ids.length - 1];
    if (oldest === undefined) return;
    for (const id of page.ids) wanted.delete(id);
    for (const id of wanted) if (compareIds(id, oldest) >= 0) wanted.delete(id);
    const next = firstWanted();
    if (next === -1) return;
    // Jump to just above the next missing id, unless this page has not reached that far yet.
    const previous = next === 0 ? null : (ids[next - 1] ?? null);
    above = previous !== null && compareIds(previous, oldest) < 0 ? previous : oldest;
  }
}
