import type { QueryClient } from '@tanstack/react-query';
import type { Status } from '../../api';
import { statusKey, storeStatus } from '../../core/statusCache';
import { toStatusError, useStatusErrorStore, type StatusAction } from './statusErrorStore';
import { afterPaint } from '../../ui/afterNextPaint';

/**
 * The one shape of every status action (design.md): change the cached status at once, send the
 * call, then store the server's answer — or put back the fields this action changed and show
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
  const before = queryClient.getQueryData<Status>(key);
  if (!before) return false;
  const changes = patch(before);
  const previous: Partial<Status> = {};
  for (const field of Object.keys(changes) as (keyof Status)[]) {
    (previous as Record<string, unknown>)[field] = before[field];
  }
  queryClient.setQueryData<Status>(key, (s) => (s ? { ...s, ...changes } : s));
  try {
    // The request waits for the changed state to be painted: starting a fetch took ~10 ms of
    // the click's own task at 4x CPU, before the pressed state could show (issue 28). Not for an
    // idle moment after it: a page left or reloaded within that wait never sent the call.
    await afterPaint();
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
