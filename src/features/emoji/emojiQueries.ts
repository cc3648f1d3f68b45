import { useQuery } from '@tanstack/react-query';
import { fetchCustomEmoji, fetchStandardEmoji } from '../../api';
import { api } from '../../core/client';
import { knownServerFeatures } from '../../core/instance/knownServerFeatures';

/**
 * The instance's emoji lists, one cache entry each for the composer's picker, its suggestions
 * and the reaction picker, loaded once per visit; failures are only logged (document 3 §8).
 */
export function useStandardEmoji() {
  return useQuery({
    queryKey: ['emoji', 'standard'],
    queryFn: () => fetchStandardEmoji(api),
    staleTime: Infinity,
  });
}

export function useCustomEmoji() {
  return useQuery({
    queryKey: ['emoji', 'custom'],
    queryFn: async () => fetchCustomEmoji(api, (await knownServerFeatures()).pleromaApi),
    staleTime: Infinity,
  });
}
