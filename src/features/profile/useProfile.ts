import { useQuery, useQueryClient } from '@tanstack/react-query';
import { fetchProfileByIdOrName, fetchProfileByName, isApiError, type User } from '../../api';
import { knownServerFeatures } from '../../core/instance/knownServerFeatures';
import { api } from '../../core/client';
import { useSessionStore } from '../../core/session/sessionStore';
import { accountKey, storeUser } from '../../core/statusCache';
import { storeRelationship } from '../../core/relationships/relationshipCache';
import { isNetworkError } from '../../core/offline/offlineState';
import { asksNameFirst } from './nameFirst';
import { noteProfile, profileRoute, restoreProfile } from './savedProfiles';

/**
 * A profile by name (/{name}) or by id (/users/{id}, where a name is also accepted). The account lands in the
 * shared account cache (so statuses and cards agree) and its embedded relationship in the
 * relationship cache.
 */
export function useProfile(idOrName: string, by: 'id' | 'name') {
  const queryClient = useQueryClient();
  const token = useSessionStore((s) => s.token);
  return useQuery({
    queryKey: ['profile', idOrName, token],
    queryFn: async ({ signal }) => {
      const route = profileRoute(by, idOrName);
      let user: User;
      try {
        // The server's kind decides the first call: wait for start-up to read it.
        const server = await knownServerFeatures();
        const lookup = server.accountLookup;
        const known = queryClient.getQueryData(accountKey(idOrName)) !== undefined;
        user =
          by === 'name'
            ? await fetchProfileByName(api, idOrName, { signal, lookup })
            : await fetchProfileByIdOrName(api, idOrName, {
                signal,
                lookup,
                nameFirst: asksNameFirst(server, idOrName, known),
              });
      } catch (error) {
        // Unreachable: the profile as it was saved, if it was opened before (issue 27).
        const saved = isNetworkError(error) ? await restoreProfile(queryClient, route) : null;
        if (saved === null) throw error;
        return saved;
      }
      storeUser(queryClient, user);
      if (user.relationship) storeRelationship(queryClient, user.relationship);
      noteProfile(route, user);
      return user.id;
    },
    retry: (count, error) => !(isApiError(error) && error.status === 404) && count < 2,
  });
}

/** The cached account, which follows later changes (edits, counts) made anywhere. */
export function useCachedUser(id: string | undefined): User | undefined {
  const { data } = useQuery<User>({
    queryKey: accountKey(id ?? ''),
    enabled: false,
    queryFn: () => Promise.reject(new Error('accounts are stored, not fetched')),
  });
  return id ? data : undefined;
}

/** A profile the server says does not exist: asking again cannot change that. */
export function profileMissing(error: unknown): boolean {
  return (
    isApiError(error) &&
    (error.serverMessage === 'No user with such user_id' || error.status === 404)
  );
}

/** Document 2 §8: which message a failed profile load shows. */
export function profileErrorText(
  error: unknown,
  t: (key: string, args?: Record<string, string | number>) => string,
): string {
  if (isApiError(error)) {
    if (profileMissing(error)) return t('user_profile.profile_does_not_exist');
    if (error.serverMessage) return error.serverMessage;
  }
  return t('user_profile.profile_loading_error');
}
