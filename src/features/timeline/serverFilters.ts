import { usePreferencesStore } from '../../core/preferences/preferences';
import { readPreference } from './readPreference';

/** The preferences sent with each page request (`reply_visibility`, `with_muted`), as one key. */
export function serverFilterKey(): string {
  return JSON.stringify([
    readPreference('replyVisibility'),
    readPreference('hideFilteredStatuses'),
  ]);
}

/**
 * Calls `onChange` whenever one of those preferences changes (the quick settings, the settings
 * modal, a synced profile): pages fetched under the old values would keep showing, or keep
 * lacking, what the new ones decide.
 */
export function watchServerFilters(onChange: () => void): () => void {
  let last = serverFilterKey();
  return usePreferencesStore.subscribe(() => {
    const next = serverFilterKey();
    if (next === last) return;
    last = next;
    onChange();
  });
}
