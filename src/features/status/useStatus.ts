import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { fetchStatus } from '../../api';
import type { Status } from '../../api/entities';
import { api } from '../../core/client';
import { useStatusOutbox } from '../../core/outbox/outboxStore';
import { useSessionStore } from '../../core/session/sessionStore';
import { statusKey } from '../../core/statusCache';
import { useOutboxOverlay } from './outboxOverlaySlot';

/**
 * A status from the cache; fetched only when no timeline or thread has put it there.
 * `initial` seeds an empty entry with a copy the caller already holds (a notification's).
 * Actions waiting in the outbox show on it as if they were done (issue 27).
 */
export function useStatus(id: string, initial?: Status) {
  const waiting = useStatusOutbox(id);
  const viewerId = useSessionStore((s) => s.user?.id ?? '');
  const withOutbox = useOutboxOverlay(waiting.length > 0);
  const overlay = useCallback(
    (status: Status) => (withOutbox ? withOutbox(status, waiting, viewerId) : status),
    [withOutbox, waiting, viewerId],
  );
  return useQuery({
    queryKey: statusKey(id),
    queryFn: ({ signal }) => fetchStatus(api, id, { signal }),
    staleTime: Infinity,
    initialData: initial,
    select: waiting.length > 0 && withOutbox ? overlay : undefined,
  });
}
