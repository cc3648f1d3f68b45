import { useQueries } from '@tanstack/react-query';
import { fetchAccount, type User } from '../../api';
import { api } from '../../core/client';

/** The nickname in a local actor id such as https://host/users/marisol. */
export function nicknameFromActorId(actorId: string): string {
  return actorId.replace(/\/+$/, '').split('/').pop() ?? actorId;
}

/** Staff grouped as the about page shows them: admins first, then moderators (document 1 §2). */
export function groupStaff(users: readonly User[]): { admins: User[]; moderators: User[] } {
  return {
    admins: users.filter((u) => u.role === 'admin'),
    moderators: users.filter((u) => u.role === 'moderator'),
  };
}

export function useStaff(actorIds: readonly string[]) {
  const results = useQueries({
    queries: actorIds.map((actorId) => ({
      queryKey: ['staff-account', actorId],
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        fetchAccount(api, nicknameFromActorId(actorId), { signal }),
      staleTime: 10 * 60_000,
    })),
  });
  const users = results.flatMap((r) => (r.data ? [r.data] : []));
  return { ...groupStaff(users), pending: results.some((r) => r.isPending) };
}
