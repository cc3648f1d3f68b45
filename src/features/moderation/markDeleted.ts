import type { QueryClient } from '@tanstack/react-query';
import type { Status } from '../../api';
import { statusKey } from '../../core/statusCache';

/** Entries under ['status', id] only: longer keys hold sources, histories and avatar lists. */
const isStatusEntry = (key: readonly unknown[]) => key.length === 2 && key[0] === 'status';

/** The cached statuses of one author, shown as deleted from now on (document 2 §4). */
export function markStatusesDeleted(queryClient: QueryClient, userId: string): number {
  let marked = 0;
  const entries = queryClient.getQueriesData<Status>({
    predicate: (query) => isStatusEntry(query.queryKey),
  });
  for (const [, status] of entries) {
    if (!status || status.deleted || status.user?.id !== userId) continue;
    queryClient.setQueryData(statusKey(status.id), { ...status, deleted: true });
    marked += 1;
  }
  return marked;
}
