import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { fetchTimeline, type PageParams, type TimelineName } from '../../api';
import { api } from '../session/api';
import { storeStatus } from '../status/statusCache';

export interface TimelinePage {
  ids: string[];
  next: PageParams | null;
}

/** A timeline holds status ids; each status lives in its own cache entry. */
export function useTimeline(timeline: TimelineName) {
  const queryClient = useQueryClient();
  return useInfiniteQuery({
    queryKey: ['timeline', timeline],
    initialPageParam: null as PageParams | null,
    queryFn: async ({ pageParam, signal }): Promise<TimelinePage> => {
      const page = await fetchTimeline(api, timeline, { ...(pageParam ?? {}) }, { signal });
      for (const status of page.items) storeStatus(queryClient, status);
      return { ids: page.items.map((s) => s.id), next: page.next };
    },
    // An empty page means the timeline has bottomed out, whatever the Link header says.
    getNextPageParam: (last) => (last.ids.length === 0 ? undefined : (last.next ?? undefined)),
    staleTime: 60_000,
  });
}
