import { useQuery, useQueryClient } from '@tanstack/react-query';
import { search } from '../../api';
import { api } from '../../core/client';
import { storeStatus, storeUser } from '../../core/statusCache';

export function useSearch(query: string) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: ['search', query],
    enabled: query !== '',
    staleTime: 60_000,
    queryFn: async ({ signal }) => {
      const results = await search(api, { q: query, resolve: true, limit: 20 }, { signal });
      results.statuses.forEach((s) => storeStatus(queryClient, s));
      results.accounts.forEach((u) => storeUser(queryClient, u));
      return results;
    },
  });
}
