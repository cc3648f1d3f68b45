/**
 * Id paging exactly as Mastodon defines it, over a list sorted newest first:
 * - max_id: only items older than it (exclusive), newest first;
 * - since_id: only items newer than it (exclusive), newest first from the top;
 * - min_id: the items immediately newer than it (exclusive), i.e. the oldest such slice,
 *   still returned newest first.
 * Ids are compared as strings: flake ids have a fixed length, so string order is time order.
 */

export interface PageQuery {
  max_id?: string;
  since_id?: string;
  min_id?: string;
  limit?: string | number;
}

export const DEFAULT_LIMIT = 20;
export const MAX_LIMIT = 40;

/** A route's page size: what it returns without `limit`, and the most it returns. */
export interface PageBounds {
  fallback: number;
  max: number;
}

export function parseLimit(
  raw: string | number | undefined,
  bounds: PageBounds = { fallback: DEFAULT_LIMIT, max: MAX_LIMIT },
): number {
  const value = typeof raw === 'number' ? raw : Number.parseInt(raw ?? '', 10);
  if (!Number.isFinite(value) || value <= 0) return bounds.fallback;
  return Math.min(bounds.max, Math.floor(value));
}

export function paginate<T extends { id: string }>(
  newestFirst: readonly T[],
  query: PageQuery,
  bounds?: PageBounds,
): T[] {
  const limit = parseLimit(query.limit, bounds);
  const { max_id: maxId, since_id: sinceId, min_id: minId } = query;
  const window = newestFirst.filter(
    (item) =>
      (!maxId || item.id < maxId) && (!sinceId || item.id > sinceId) && (!minId || item.id > minId),
  );
  if (minId) {
    // The oldest `limit` items above min_id, so a client walking forward misses nothing.
    return window.slice(Math.max(0, window.length - limit));
  }
  return window.slice(0, limit);
}

/**
 * The Link header for a page: next (older) via max_id of the last item, prev (newer) via
 * min_id of the first. Other query parameters are kept; no header for an empty page.
 */
export function linkHeader(
  baseUrl: string,
  path: string,
  query: Record<string, unknown>,
  page: readonly { id: string }[],
): string | undefined {
  const first = page[0];
  const last = page[page.length - 1];
  if (!first || !last) return undefined;
  const keep = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (key === 'max_id' || key === 'min_id' || key === 'since_id') continue;
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item !== undefined && item !== null) keep.append(key, String(item));
    }
  }
  const url = (key: string, id: string): string => {
    const params = new URLSearchParams(keep);
    params.set(key, id);
    return `${baseUrl}${path}?${params.toString()}`;
  };
  return `<${url('max_id', last.id)}>; rel="next", <${url('min_id', first.id)}>; rel="prev"`;
}
