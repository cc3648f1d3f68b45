import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import {
  deleteStatus,
  fetchStatus,
  fetchStatusSource,
  type Status,
  type StatusSource,
} from '../../api';
import { api } from '../../core/client';
import { isNetworkError } from '../../core/offline/offlineState';
import { statusKey, storeStatus } from '../../core/statusCache';
import type { PostModalRequest } from './postModalStore';

export type TargetState =
  | { state: 'loading' }
  | { state: 'error'; error: unknown; retry: () => void }
  | { state: 'ready'; target: Status | null; source: StatusSource | null };

/** The source of a post as far as the reader can tell without the server: its plain text. */
export function sourceShown(status: Status): StatusSource {
  return { text: status.text, spoiler_text: status.summary, content_type: 'text/plain' };
}

/**
 * What a composer needs before it can open: the status (fetched when only its id is known),
 * the source for edit and redraft, and for a redraft the deletion of the original first
 * (document 2 §2: the post is deleted and reopened as a draft).
 */
export function useComposerTarget(request: PostModalRequest): TargetState {
  const queryClient = useQueryClient();
  const id = request.status?.id ?? request.statusId ?? null;
  const needsStatus = request.mode !== 'new' && !request.status && id !== null;
  const needsSource = request.mode === 'edit' || request.mode === 'redraft';
  const status = useQuery({
    queryKey: statusKey(id ?? ''),
    queryFn: async () => {
      const s = await fetchStatus(api, id ?? '');
      storeStatus(queryClient, s);
      return s;
    },
    enabled: needsStatus,
  });
  const source = useQuery({
    queryKey: ['status', id ?? '', 'source'],
    queryFn: () => fetchStatusSource(api, id ?? ''),
    enabled: needsSource && id !== null,
    staleTime: 0,
    gcTime: 0,
  });
  const [deleted, setDeleted] = useState<'no' | 'yes' | unknown>('no');
  const deleting = useRef(false);
  const target = request.status ?? status.data ?? null;

  useEffect(() => {
    if (request.mode !== 'redraft' || !source.data || !target || deleting.current) return;
    deleting.current = true;
    deleteStatus(api, target.id).then(
      () => {
        queryClient.setQueryData<Status>(statusKey(target.id), (s) =>
          s ? { ...s, deleted: true } : s,
        );
        setDeleted('yes');
      },
      (error: unknown) => {
        deleting.current = false;
        setDeleted(error);
      },
    );
  }, [request.mode, source.data, target, queryClient]);

  if (request.mode === 'new') return { state: 'ready', target: null, source: null };
  if (needsStatus && status.isError)
    return { state: 'error', error: status.error, retry: () => void status.refetch() };
  // Offline, an edit starts from the text shown (issue 27: edits wait in the outbox too); the
  // server's source is needed only for a redraft, which deletes the post first anyway.
  const shownSource =
    request.mode === 'edit' && target && source.isError && isNetworkError(source.error)
      ? sourceShown(target)
      : null;
  if (shownSource) return { state: 'ready', target, source: shownSource };
  if (needsSource && source.isError)
    return { state: 'error', error: source.error, retry: () => void source.refetch() };
  if (request.mode === 'redraft' && deleted !== 'no' && deleted !== 'yes')
    return { state: 'error', error: deleted, retry: () => setDeleted('no') };
  if (!target || (needsSource && !source.data) || (request.mode === 'redraft' && deleted !== 'yes'))
    return { state: 'loading' };
  return { state: 'ready', target, source: source.data ?? null };
}
