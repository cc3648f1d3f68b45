import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { fetchContext, fetchStatus, type Status } from '../../api';
import { isNetworkError } from '../../core/offline/offlineState';
import { api } from '../../core/client';
import { statusKey, storeStatus } from '../../core/statusCache';
import { cachedConversation, conversationKey, type ConversationData } from './conversationData';
import { noteConversation, restoreConversation } from './savedConversations';
import { afterPaint } from '../../ui/afterNextPaint';

/** Statuses stored between two yields to the browser: 5,000 at once held it for seconds. */
const STORE_CHUNK = 200;

async function storeInChunks<T>(items: readonly T[], store: (item: T) => void): Promise<void> {
  for (let at = 0; at < items.length; at += STORE_CHUNK) {
    if (at > 0) await new Promise((resolve) => setTimeout(resolve, 0));
    items.slice(at, at + STORE_CHUNK).forEach(store);
  }
}

/** The status (a repeat opens the repeated one), then its context, each status cached. */
async function readConversation(
  queryClient: QueryClient,
  id: string,
  signal: AbortSignal,
): Promise<ConversationData> {
  const cached = queryClient.getQueryData<Status>(statusKey(id));
  const outer = cached ?? (await fetchStatus(api, id, { signal }));
  // A status from the cache shows in the click's own frame: the context call waits for that
  // paint, since starting a fetch in the click's task delayed it (issue 28).
  if (cached) await afterPaint();
  else storeStatus(queryClient, outer);
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
}

/**
 * The conversation around a status: the status itself (a repeat opens the repeated one),
 * then its ancestors and descendants, each stored in its own status cache entry. A status
 * already in the cache (opened from a timeline) shows at once while the context loads.
 * Offline, a conversation opened before shows as it was saved (issue 27).
 */
export function useConversation(id: string) {
  const queryClient = useQueryClient();
  return useQuery<ConversationData>({
    queryKey: conversationKey(id),
    queryFn: async ({ signal }): Promise<ConversationData> => {
      try {
        const data = await readConversation(queryClient, id, signal);
        noteConversation(queryClient, id, data);
        return data;
      } catch (error) {
        const saved = isNetworkError(error) ? await restoreConversation(queryClient, id) : null;
        if (!saved) throw error;
        return saved;
      }
    },
    placeholderData: (): ConversationData | undefined =>
      cachedConversation(queryClient.getQueryData<Status>(statusKey(id))),
    staleTime: 30_000,
  });
}
