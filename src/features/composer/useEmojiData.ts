import { useMemo } from 'react';
import { useCustomEmoji, useStandardEmoji } from '../emoji';
import type { PickerEmoji } from './rules/emojiSuggestions';

/** Standard and custom emoji as the picker and suggestions use them. */
export function useEmojiData(): {
  standard: PickerEmoji[];
  custom: PickerEmoji[];
  loading: boolean;
} {
  const standard = useStandardEmoji();
  const custom = useCustomEmoji();
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
