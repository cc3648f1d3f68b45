import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { searchAccounts } from '../../api';
import { api } from '../../core/client';
import { tokenAtCaret } from './rules/caretToken';
import { emojiSuggestions, emojiText, type PickerEmoji } from './rules/emojiSuggestions';
import { useDebounced } from './useDebounced';

export interface Suggestion {
  id: string;
  /** What the list shows. */
  label: string;
  detail: string;
  image: string | null;
  glyph: string | null;
  /** What replaces the typed word. */
  insert: string;
}

/** Mention searches wait for a short pause in typing, so each key press is not a request. */
const MENTION_DEBOUNCE_MS = 250;
const MAX_MENTIONS = 5;

/** Suggestions for the word at the caret: emoji after ':', accounts after '@'. */
export function useSuggestions(text: string, caret: number, emoji: readonly PickerEmoji[]) {
  const token = tokenAtCaret(text, caret);
  const mentionQuery = useDebounced(
    token?.trigger === '@' && token.query.length > 0 ? token.query : '',
    MENTION_DEBOUNCE_MS,
  );
  const accounts = useQuery({
    queryKey: ['accountSearch', mentionQuery],
    queryFn: ({ signal }) => searchAccounts(api, mentionQuery, { limit: MAX_MENTIONS, signal }),
    enabled: mentionQuery !== '',
    staleTime: 60_000,
  });
  const items = useMemo((): Suggestion[] => {
    if (!token) return [];
    if (token.trigger === ':')
      return emojiSuggestions(token.query, emoji).map((e) => ({
        id: `emoji-${e.shortcode}`,
        label: `:${e.shortcode}:`,
        detail: '',
        image: e.url,
        glyph: e.glyph,
        insert: `${emojiText(e)} `,
      }));
    if (token.query === '' || token.query !== mentionQuery) return [];
    return (accounts.data ?? []).slice(0, MAX_MENTIONS).map((u) => ({
      id: `user-${u.id}`,
      label: `@${u.screen_name}`,
      detail: u.name,
      image: u.profile_image_url_original,
      glyph: null,
      insert: `@${u.screen_name} `,
    }));
  }, [token?.trigger, token?.query, emoji, accounts.data, mentionQuery]); // eslint-disable-line react-hooks/exhaustive-deps
  return { token, items };
}
