import { preferenceNow, type Preferences } from '../../core/preferences/preferences';

/**
 * A preference read outside React (the timeline controller), with the same precedence as
 * `usePreference`: the user's value, else the instance's default.
 */
export function readPreference<K extends keyof Preferences>(key: K): Preferences[K] {
  return preferenceNow(key);
}
