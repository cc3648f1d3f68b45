import { useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { insertAtCaret, replaceRange } from './rules/caretToken';
import { emojiText, type PickerEmoji } from './rules/emojiSuggestions';
import { suggestionKeyAction } from './rules/suggestionKeys';
import { useEmojiData } from './useEmojiData';
import { useSuggestions, type Suggestion } from './useSuggestions';

/**
 * The composer text's autocomplete: where the caret is, the suggestions for the word at it,
 * which one is active, and the keys that move through and take them.
 */
export function useAutocomplete(text: string, listId: string, onText: (text: string) => void) {
  const textarea = useRef<HTMLTextAreaElement>(null);
  const [caret, setCaret] = useState(0);
  const [nav, setNav] = useState({ key: '', active: 0, hidden: false });
  const emoji = useEmojiData();
  const allEmoji = useMemo(
    () => [...emoji.custom, ...emoji.standard],
    [emoji.custom, emoji.standard],
  );
  const { token, items } = useSuggestions(text, caret, allEmoji);
  // Navigation state belongs to one typed word: a new word starts at the top, shown again.
  const tokenKey = token ? `${token.trigger}${token.start}` : '';
  const active = nav.key === tokenKey ? nav.active : 0;
  const open = items.length > 0 && !(nav.key === tokenKey && nav.hidden);

  const pick = (s: Suggestion) => {
    if (!token) return;
    const next = replaceRange(text, token.start, token.end, s.insert);
    onText(next.text);
    setCaret(next.caret);
    requestAnimationFrame(() => {
      const el = textarea.current;
      if (!el) return;
      el.focus();
      el.setSelectionRange(next.caret, next.caret);
    });
  };

  /** Puts an emoji in place of the selection (or at the caret), where the picker was opened. */
  const insertEmoji = (e: PickerEmoji) => {
    const el = textarea.current;
    const next = insertAtCaret(
      text,
      el?.selectionStart ?? caret,
      el?.selectionEnd ?? caret,
      emojiText(e),
    );
    onText(next.text);
    setCaret(next.caret);
    requestAnimationFrame(() => textarea.current?.setSelectionRange(next.caret, next.caret));
  };

  /** True when the key belonged to the suggestions (the caller then leaves it alone). */
  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>): boolean => {
    if (!open) return false;
    const action = suggestionKeyAction(e, items.length, active);
    if (!action) return false;
    e.preventDefault();
    if (action.kind === 'move') setNav({ key: tokenKey, active: action.active, hidden: false });
    else if (action.kind === 'pick') {
      const chosen = items[action.index];
      if (chosen) pick(chosen);
    } else {
      // Escape hides the suggestions only; it must not close the modal around the form.
      e.stopPropagation();
      setNav({ key: tokenKey, active, hidden: true });
    }
    return true;
  };

  const trackCaret = () => setCaret(textarea.current?.selectionStart ?? 0);

  /** The textarea's wiring: its ref, the list it controls and the caret tracking. */
  const textareaProps = {
    ref: textarea,
    'aria-autocomplete': 'list' as const,
    'aria-controls': open ? listId : undefined,
    'aria-activedescendant': open ? `${listId}-${active}` : undefined,
    onSelect: trackCaret,
    onClick: trackCaret,
  };

  return {
    textarea,
    textareaProps,
    items,
    active,
    open,
    pick,
    insertEmoji,
    onKeyDown,
    setCaret,
    trackCaret,
  };
}
