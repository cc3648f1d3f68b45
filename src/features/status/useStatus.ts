import { useQuery } from '@tanstack/react-query';
import { fetchStatus } from '../../api';
import type { Status } from '../../api/entities';
import { api } from '../../core/client';
import { statusKey } from '../../core/statusCache';

/**
 * A status from the cache; fetched only when no timeline or thread has put it there.
 * `initial` seeds an empty entry with a copy the caller already holds (a notification's).
 */
export function useStatus(id: string, initial?: Status) {
  return useQuery({
    queryKey: statusKey(id),
    queryFn: ({ signal }) => fetchStatus(api, id, { signal }),
    staleTime: Infinity,
    initialData: initial,
  });
}
