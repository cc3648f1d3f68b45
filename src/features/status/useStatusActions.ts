import { useQueryClient } from '@tanstack/react-query';
import type { Status } from '../../api';
import { useSessionStore } from '../../core/session/sessionStore';
import { statusActionRunners } from './statusActionRunners';

/** The status's actions bound to the query cache and the signed-in user. */
export function useStatusActions(status: Status, paint?: (changes: Partial<Status>) => void) {
  const queryClient = useQueryClient();
  const viewerId = useSessionStore((s) => s.user?.id ?? '');
  return statusActionRunners(queryClient, status, viewerId, paint);
}
