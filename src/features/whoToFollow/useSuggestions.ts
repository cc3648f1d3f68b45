import { useQuery, useQueryClient } from '@tanstack/react-query';
import { fetchSuggestions } from '../../api';
import { api } from '../../core/client';
import { storeUser } from '../../core/statusCache';

export function useSuggestions(enabled: boolean) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: ['suggestions'],
    enabled,
    staleTime: 5 * 60_000,
    queryFn: async ({ signal }) => {
      const users = await fetchSuggestions(api, 40, { signal });
      for (const user of users) storeUser(queryClient, user);
      return users;
    },
  });
}
