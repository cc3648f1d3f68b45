import type { QueryClient } from '@tanstack/react-query';
import type { Status, TimelineName, TimelineParams } from '../../api';
import type { FeedPage } from '../../core/feed';
import {
  HOME_KEPT,
  keepRecent,
  mergeNewest,
  OPENED_KEPT,
  OPENED_TIMELINE_KEPT,
} from '../../core/offline/readingBounds';
import { noteReading, readSaved } from '../../core/offline/readingNotes';
import { statusKey, storeStatus } from '../../core/statusCache';

/**
 * Which timelines are kept for reading offline (issue 27): home, and the posts of the profiles
 * opened. `home` or `user:<id>`; null for the others.
 */
export function savedTimelineKey(timeline: TimelineName, params: TimelineParams): string | null {
  const keys = Object.keys(params);
  if (timeline === 'friends' && keys.length === 0) return 'home';
  if (timeline === 'user' && keys.length === 1 && typeof params.user_id === 'string')
    return `user:${params.user_id}`;
  return null;
}

function statusesOf(queryClient: QueryClient, ids: readonly string[]): Status[] {
  return ids.flatMap((id) => queryClient.getQueryData<Status>(statusKey(id)) ?? []);
}

/** Notes the statuses a kept timeline shows now; they are written a little later. */
export function noteTimeline(queryClient: QueryClient, key: string, ids: readonly string[]): void {
  if (ids.length === 0) return;
  if (key === 'home') {
    noteReading('home', (kept) => mergeNewest(statusesOf(queryClient, ids), kept ?? [], HOME_KEPT));
    return;
  }
  noteReading(
    'timelines',
    (kept) =>
      keepRecent(
        kept ?? [],
        { key, statuses: statusesOf(queryClient, ids.slice(0, OPENED_TIMELINE_KEPT)) },
        OPENED_KEPT,
        (entry) => entry.key,
      ),
    key,
  );
}

/** The saved first page of a kept timeline (offline), its statuses back in the cache. */
export async function restoreTimeline(
  queryClient: QueryClient,
  key: string,
): Promise<FeedPage | null> {
  const statuses =
    key === 'home'
      ? (await readSaved('home'))?.value
      : (await readSaved('timelines'))?.value.find((entry) => entry.key === key)?.statuses;
  if (!statuses || statuses.length === 0) return null;
  for (const status of statuses) storeStatus(queryClient, status);
  const oldest = statuses[statuses.length - 1]?.id;
  return { ids: statuses.map((s) => s.id), next: oldest ? { max_id: oldest } : null };
}
