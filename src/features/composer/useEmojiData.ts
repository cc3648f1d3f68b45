import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { fetchCustomEmoji, fetchStandardEmoji } from '../../api';
import { api } from '../session/api';
import type { PickerEmoji } from './rules/emojiSuggestions';

/**
 * Standard and custom emoji as the picker and suggestions use them. Same query keys as the
 * reaction picker, so the lists load once per visit; failures are only logged (document 3 §8).
 */
export function useEmojiData(): {
  standard: PickerEmoji[];
  custom: PickerEmoji[];
  loading: boolean;
} {
  const standard = useQuery({
    queryKey: ['emoji', 'standard'],
    queryFn: () => fetchStandardEmoji(api),
    staleTime: Infinity,
  });
  const custom = useQuery({
    queryKey: ['emoji', 'custom'],
    queryFn: () => fetchCustomEmoji(api),
    staleTime: Infinity,
  });
  return useMemo(
    () => ({
      standard: (standard.data ?? []).map((e) => ({
        shortcode: e.shortcode,
        glyph: e.glyph,
        url: null,
        tags: [],
      })),
      custom: (custom.data ?? []).map((e) => ({
        shortcode: e.shortcode,
        glyph: null,
        url: e.image_url,
        tags: e.tags,
      })),
      loading: standard.isPending || custom.isPending,
    }),
    [standard.data, custom.data, standard.isPending, custom.isPending],
  );
}
