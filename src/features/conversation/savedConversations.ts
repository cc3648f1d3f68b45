import type { QueryClient } from '@tanstack/react-query';
import type { Status } from '../../api';
import { keepRecent, OPENED_KEPT } from '../../core/offline/readingBounds';
import { noteReading, readSaved } from '../../core/offline/readingNotes';
import { statusKey, storeStatus } from '../../core/statusCache';
import type { ConversationData } from './conversationData';

/** Notes an opened conversation for reading offline (issue 27); the last few are kept. */
export function noteConversation(
  queryClient: QueryClient,
  id: string,
  data: ConversationData,
): void {
  noteReading(
    'conversations',
    (kept) => {
      const statuses = data.ids.flatMap(
        (one) => queryClient.getQueryData<Status>(statusKey(one)) ?? [],
      );
      if (statuses.length === 0) return null;
      return keepRecent(kept ?? [], { id, data, statuses }, OPENED_KEPT, (entry) => entry.id);
    },
    id,
  );
}

/** A saved conversation, its statuses back in the cache, when the server cannot be reached. */
export async function restoreConversation(
  queryClient: QueryClient,
  id: string,
): Promise<ConversationData | null> {
  const saved = (await readSaved('conversations'))?.value.find((entry) => entry.id === id);
  if (!saved) return null;
  for (const status of saved.statuses) storeStatus(queryClient, status);
  return saved.data;
}
