import { detectFeatures, type ServerFeatures } from '../../api';
import { useInstanceStore } from './instanceStore';

/** Before the instance is read, only the plain Mastodon API is assumed. */
const UNKNOWN_SERVER = detectFeatures(null, null);

/** What the current server offers; every control that needs an extension asks this. */
export function useServerFeatures(): ServerFeatures {
  return useInstanceStore((s) => s.settings?.supports ?? UNKNOWN_SERVER);
}
