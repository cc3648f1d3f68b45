import { useQuery } from '@tanstack/react-query';
import type { Relationship, User } from '../../api';
import { useSessionStore } from '../../core/session/sessionStore';
import { queryRelationship, relationshipKey } from '../../core/relationships/relationshipCache';

/**
 * The viewer's relationship with a user: the one embedded in the profile when there is one,
 * otherwise a batched look-up. Visitors and one's own profile have none.
 */
export function useRelationship(user: Pick<User, 'id' | 'relationship'>): Relationship | null {
  const viewer = useSessionStore((s) => s.user);
  const enabled = viewer !== null && viewer.id !== user.id;
  const query = useQuery({
    queryKey: relationshipKey(user.id),
    enabled,
    staleTime: 60_000,
    initialData: user.relationship ?? undefined,
    queryFn: () => queryRelationship(user.id),
  });
  return enabled ? (query.data ?? null) : null;
}
