import type { QueryClient } from '@tanstack/react-query';
import type { Status } from '../../api';
import { statusKey, storeStatus } from '../../core/statusCache';
import { toStatusError, useStatusErrorStore, type StatusAction } from './statusErrorStore';
import { afterFrameTasks } from '../../ui/afterNextPaint';

/**
 * The one shape of every status action (design.md): change the cached status once the control's
 * own pressed state is painted, send the call, then store the server's answer — or put back the fields this action changed and show
 * the error on the status. Only the changed fields are restored, so two actions running at
 * once on the same status do not undo each other.
 */
export async function runOptimistic(
  queryClient: QueryClient,
  id: string,
  action: StatusAction,
  patch: (status: Status) => Partial<Status>,
  call: () => Promise<Status | void>,
  /** Takes a failure elsewhere (the outbox keeps a network failure): no error then. */
  divert?: (error: unknown) => boolean,
): Promise<boolean> {
  const key = statusKey(id);
  // The control shows its pressed state from its own state (`useEarlyPatch`); the cache, every
  // copy of the status on the page and the request follow in a task after the frame that shows
  // it. Written in the click, the cache change re-rendered the whole row before that frame
  // (issue 28). Not after an idle moment: a page left or reloaded meanwhile never sent the call.
  // Even the cache's read waits: finding the query hashes its key, ~0.8 ms of the click at 4x.
  await afterFrameTasks();
  const before = queryClient.getQueryData<Status>(key);
  if (!before) return false;
  const changes = patch(before);
  const previous: Partial<Status> = {};
  for (const field of Object.keys(changes) as (keyof Status)[]) {
    (previous as Record<string, unknown>)[field] = before[field];
  }
  queryClient.setQueryData<Status>(key, (s) => (s ? { ...s, ...changes } : s));
  try {
    const answer = await call();
    if (answer) storeStatus(queryClient, statusOf(answer, id));
    useStatusErrorStore.getState().clear(id);
    return true;
  } catch (error) {
    queryClient.setQueryData<Status>(key, (s) => (s ? { ...s, ...previous } : s));
    if (divert?.(error)) return true;
    useStatusErrorStore.getState().set(id, toStatusError(action, error));
    return false;
  }
}

/** A repeat call answers with the new repeat; the status itself is inside it. */
export function statusOf(answer: Status, id: string): Status {
  if (answer.id !== id && answer.retweeted_status?.id === id) return answer.retweeted_status;
  return answer;
}
