import { useQuery } from '@tanstack/react-query';
import { fetchCustomEmoji, fetchStandardEmoji, type StandardEmoji } from '../../api';
import { api } from '../../core/client';
import { knownServerFeatures } from '../../core/instance/knownServerFeatures';

/**
 * The instance's emoji lists, one cache entry each for the composer's picker, its suggestions
 * and the reaction picker, loaded once per visit; failures are only logged (document 3 §8).
 */
export function useStandardEmoji() {
  return useQuery({
    queryKey: ['emoji', 'standard'],
    queryFn: standardEmoji,
    staleTime: Infinity,
  });
}

/** The server's list where its profile says it has one (the Pleroma family), else Petrel's own. */
export async function standardEmoji(): Promise<readonly StandardEmoji[]> {
  if ((await knownServerFeatures()).pleromaApi) return fetchStandardEmoji(api);
  return (await import('./builtInEmoji')).BUILT_IN_EMOJI;
}

export function useCustomEmoji() {
  return useQuery({
    queryKey: ['emoji', 'custom'],
    queryFn: async () => fetchCustomEmoji(api, (await knownServerFeatures()).pleromaApi),
    staleTime: Infinity,
  });
}
