import { useQuery, useQueryClient } from '@tanstack/react-query';
import { fetchContext, fetchStatus } from '../../api';
import { api } from '../../core/client';
import { statusKey, storeStatus } from '../../core/statusCache';
import { cachedConversation, conversationKey, type ConversationData } from './conversationData';

/** Statuses stored between two yields to the browser: 5,000 at once held it for seconds. */
const STORE_CHUNK = 200;

async function storeInChunks<T>(items: readonly T[], store: (item: T) => void): Promise<void> {
  for (let at = 0; at < items.length; at += STORE_CHUNK) {
    if (at > 0) await new Promise((resolve) => setTimeout(resolve, 0));
    items.slice(at, at + STORE_CHUNK).forEach(store);
  }
}

/**
 * The conversation around a status: the status itself (a repeat opens the repeated one),
 * then its ancestors and descendants, each stored in its own status cache entry. A status
 * already in the cache (opened from a timeline) shows at once while the context loads.
 */
export function useConversation(id: string) {
  const queryClient = useQueryClient();
  return useQuery<ConversationData>({
    queryKey: conversationKey(id),
    queryFn: async ({ signal }): Promise<ConversationData> => {
      const cached = queryClient.getQueryData<Awaited<ReturnType<typeof fetchStatus>>>(
        statusKey(id),
      );
      const outer = cached ?? (await fetchStatus(api, id, { signal }));
      storeStatus(queryClient, outer);
      const focused = outer.retweeted_status ?? outer;
      const context = await fetchContext(api, focused.id, { signal });
      await storeInChunks([...context.ancestors, ...context.descendants], (s) =>
        storeStatus(queryClient, s),
      );
      const thread = [...context.ancestors, focused, ...context.descendants];
      return {
        focusedId: focused.id,
        ids: thread.map((s) => s.id),
        links: thread.map((s) => ({ id: s.id, in_reply_to_status_id: s.in_reply_to_status_id })),
      };
    },
    placeholderData: (): ConversationData | undefined =>
      cachedConversation(
        queryClient.getQueryData<Awaited<ReturnType<typeof fetchStatus>>>(statusKey(id)),
      ),
    staleTime: 30_000,
  });
}
