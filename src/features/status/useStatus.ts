import { useQuery } from '@tanstack/react-query';
import { fetchStatus } from '../../api';
import { api } from '../session/api';
import { statusKey } from './statusCache';

/** A status from the cache; fetched only when no timeline or thread has put it there. */
export function useStatus(id: string) {
  return useQuery({
    queryKey: statusKey(id),
    queryFn: ({ signal }) => fetchStatus(api, id, { signal }),
    staleTime: Infinity,
  });
}
