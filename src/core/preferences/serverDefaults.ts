import type { Preferences } from './preferences';

/**
 * Defaults that differ outside the Pleroma family. The spec leaves "collapse posts with a
 * subject" open and Akkoma-FE ships it off, but on Mastodon and GoToSocial a subject is a
 * content warning and their users expect the text behind it hidden.
 */
const OUTSIDE_PLEROMA_FAMILY: Partial<Preferences> = { collapseMessageWithSubject: true };

/**
 * Petrel's default for `key` on a server: `pleromaFamily` is the server profile's `pleromaApi`,
 * undefined before the instance is read (then the spec's default stands).
 */
export function serverDefault<K extends keyof Preferences>(
  key: K,
  spec: Preferences[K],
  pleromaFamily: boolean | undefined,
): Preferences[K] {
  if (pleromaFamily !== false) return spec;
  return OUTSIDE_PLEROMA_FAMILY[key] ?? spec;
}
