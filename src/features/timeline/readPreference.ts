import { useInstanceStore } from '../../core/instance/instanceStore';
import {
  instanceDefault,
  usePreferencesStore,
  type Preferences,
} from '../../core/preferences/preferences';

/**
 * A preference read outside React (the timeline controller), with the same precedence as
 * `usePreference`: the user's value, else the instance's default.
 */
export function readPreference<K extends keyof Preferences>(key: K): Preferences[K] {
  const own = usePreferencesStore.getState().values[key];
  if (own !== undefined) return own as Preferences[K];
  const { config, settings } = useInstanceStore.getState();
  return instanceDefault(key, config[key], settings?.supports.pleromaApi);
}
