import { useInstanceStore } from '../../core/instance/instanceStore';
import {
  DEFAULT_PREFERENCES,
  usePreferencesStore,
  type Preferences,
} from '../../core/preferences/preferences';

/**
 * A preference read outside React (the timeline controller), with the same precedence as
 * `usePreference`: the user's value, else the instance's configured default, else the spec's.
 */
export function readPreference<K extends keyof Preferences>(key: K): Preferences[K] {
  const own = usePreferencesStore.getState().values[key];
  if (own !== undefined) return own as Preferences[K];
  const configured: unknown = useInstanceStore.getState().config[key];
  const fallback = DEFAULT_PREFERENCES[key];
  if (configured !== undefined && typeof configured === typeof fallback)
    return configured as Preferences[K];
  return fallback;
}
