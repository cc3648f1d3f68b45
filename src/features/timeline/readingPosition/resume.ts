import type { Page, PageParams, Status, TimelineParams } from '../../../api';
import { compareIds } from '../../../api/paging';
import { KEEP_ON_SHOW } from '../../../core/feed';

/** The most statuses a timeline call returns (Mastodon and Akkoma cap `limit` at 40). */
export const NEWER_PAGE = 40;

export interface ResumeDeps {
  /** A home page with the timeline's own filters. */
  fetchPage(extra: TimelineParams): Promise<Page<Status>>;
  /** The saved last-read id, or null (none saved, turned off, or unreadable). */
  readMarker(): Promise<string | null>;
  /** The marked status itself, or null when it is gone. */
  fetchStatus(id: string): Promise<Status | null>;
}

/** The first view of the home timeline: the list, and the newer statuses waiting above it. */
export interface ResumedPage {
  ids: string[];
  next: PageParams | null;
  /** Newer statuses counted behind the load button, newest first. */
  queued: string[];
  newCount: number;
  /** More newer statuses than the queue holds: the button reloads instead. */
  gap: boolean;
  /** Every status fetched, for the cache. */
  statuses: Status[];
}

const ids = (statuses: Status[]): string[] => statuses.map((s) => s.id);
const newestFirst = (list: string[]): string[] => [...list].sort((a, b) => compareIds(b, a));

function plain(page: Page<Status>): ResumedPage {
  return {
    ids: ids(page.items),
    next: page.next,
    queued: [],
    newCount: 0,
    gap: false,
    statuses: page.items,
  };
}

/**
 * Opens the home timeline at the saved status (docs/decisions.md, "Reading position"). The
 * newest page and the marker are asked for together, so a reader with no position, or whose
 * position is on the newest page, waits for no extra round trip. A position further down is
 * reached with `min_id` (the statuses right above it, to count) and `max_id` (the ones below).
 */
export async function resumeHome(deps: ResumeDeps): Promise<ResumedPage> {
  const newestPage = deps.fetchPage({});
  const marker = await deps.readMarker().catch(() => null);
  const page = await newestPage;
  if (!marker) return plain(page);
  const at = page.items.findIndex((s) => s.id === marker);
  if (at === 0) return plain(page);
  if (at > 0) {
    const above = page.items.slice(0, at);
    return {
      ids: ids(page.items.slice(at)),
      next: page.next,
      queued: ids(above),
      newCount: above.length,
      gap: false,
      statuses: page.items,
    };
  }
  // Not on the newest page: either further down, or gone from the timeline (deleted, unfollowed).
  const oldest = page.items[page.items.length - 1];
  if (!oldest || compareIds(marker, oldest.id) >= 0) return plain(page);
  try {
    return await further(deps, marker);
  } catch {
    // The position cannot be reached now; the newest page is still a good start.
    return plain(page);
  }
}

async function further(deps: ResumeDeps, marker: string): Promise<ResumedPage> {
  const [newer, older, own] = await Promise.all([
    deps.fetchPage({ min_id: marker, limit: NEWER_PAGE }),
    deps.fetchPage({ max_id: marker }),
    deps.fetchStatus(marker).catch(() => null),
  ]);
  let above = newer.items;
  let more = false;
  if (above.length >= NEWER_PAGE) {
    // A full page may not reach the newest: look one page further before deciding.
    const top = newestFirst(ids(above))[0] ?? marker;
    const beyond = await deps.fetchPage({ min_id: top, limit: NEWER_PAGE });
    above = [...above, ...beyond.items];
    more = beyond.items.length >= NEWER_PAGE;
  }
  const queued = newestFirst([...new Set(ids(above))]);
  const gap = more || queued.length > KEEP_ON_SHOW;
  const list = [...(own ? [own] : []), ...older.items];
  return {
    ids: ids(list),
    next: older.next ?? (own ? { max_id: own.id } : null),
    queued: queued.slice(0, KEEP_ON_SHOW),
    newCount: queued.length,
    gap,
    statuses: [...above, ...list],
  };
}
