/** What a key press does while the suggestion list is open. */
export type SuggestionKeyAction =
  { kind: 'move'; active: number } | { kind: 'pick'; index: number } | { kind: 'hide' } | null;

export interface SuggestionKey {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
}

/**
 * Arrow keys move round the list, Enter or Tab takes the active item (Ctrl/Cmd+Enter still
 * posts), Escape hides the list; any other key is the text's.
 */
export function suggestionKeyAction(
  e: SuggestionKey,
  count: number,
  active: number,
): SuggestionKeyAction {
  if (count === 0) return null;
  if (e.key === 'ArrowDown') return { kind: 'move', active: (active + 1) % count };
  if (e.key === 'ArrowUp') return { kind: 'move', active: (active + count - 1) % count };
  if ((e.key === 'Enter' && !e.ctrlKey && !e.metaKey) || e.key === 'Tab')
    return active < count ? { kind: 'pick', index: active } : null;
  if (e.key === 'Escape') return { kind: 'hide' };
  return null;
}
