import { useQuery, useQueryClient } from '@tanstack/react-query';
import { fetchList, type List } from '../../api';
import { api } from '../../core/client';

/**
 * A list timeline's heading: the list's title (issue 24), from the lists page's cache when it
 * was open, else fetched; undefined (the generic name) until it is known or when it fails.
 */
export function useListTitle(id: string): string | undefined {
  const queryClient = useQueryClient();
  const { data } = useQuery({
    // Under ['lists'], so a rename that refreshes the lists refreshes the heading too.
    queryKey: ['lists', id, 'title'],
    queryFn: ({ signal }) => fetchList(api, id, { signal }),
    initialData: () => queryClient.getQueryData<List[]>(['lists'])?.find((list) => list.id === id),
  });
  return data?.title || undefined;
}
