import { compareIds } from '../../api/paging';

/** Issue 27: the newest 400 statuses and 200 notifications of an account are kept. */
export const HOME_KEPT = 400;
export const NOTIFICATIONS_KEPT = 200;
/** Conversations, profiles and profile timelines opened: the last few of each. */
export const OPENED_KEPT = 10;
/** A profile's timeline keeps its first page or two. */
export const OPENED_TIMELINE_KEPT = 40;

interface WithId {
  id: string;
}

/**
 * The list to keep: what is on screen now (newest first) and what was kept before, outside the
 * range on screen (an item inside that range but not on screen was deleted or filtered since).
 * Newest first, at most `max`: the oldest go first.
 */
export function mergeNewest<T extends WithId>(
  current: readonly T[],
  kept: readonly T[],
  max: number,
): T[] {
  const ids = current.map((item) => item.id);
  const newest = ids.reduce<string | null>(
    (a, b) => (a === null || compareIds(b, a) > 0 ? b : a),
    null,
  );
  const oldest = ids.reduce<string | null>(
    (a, b) => (a === null || compareIds(b, a) < 0 ? b : a),
    null,
  );
  const outside = kept.filter(
    (item) =>
      newest === null ||
      oldest === null ||
      compareIds(item.id, newest) > 0 ||
      compareIds(item.id, oldest) < 0,
  );
  const seen = new Set<string>();
  return [...current, ...outside]
    .filter((item) => !seen.has(item.id) && Boolean(seen.add(item.id)))
    .sort((a, b) => compareIds(b.id, a.id))
    .slice(0, max);
}

/** The last `max` opened entries, the newest opened first; reopening one moves it to the front. */
export function keepRecent<T>(
  entries: readonly T[],
  opened: T,
  max: number,
  keyOf: (entry: T) => string,
): T[] {
  const key = keyOf(opened);
  return [opened, ...entries.filter((entry) => keyOf(entry) !== key)].slice(0, max);
}
