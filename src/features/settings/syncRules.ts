import type { Preferences } from '../../core/preferences/preferences';
import { pickPreferences } from './settingsValues';

/** Document 1 §9: the settings profile is polled every 600 s. */
export const SETTINGS_POLL_MS = 600_000;
/** Local changes are sent once the user pauses, not on every keystroke. */
export const SYNC_DEBOUNCE_MS = 1500;
/** Our profile on the server; Pleroma-FE keeps its own ('default') beside it. */
export const PROFILE_NAME = 'petrel';
/** Our keys sit under their own name inside the profile's settings. */
export const NAMESPACE = 'petrel';

/** A server profile is taken only when it is newer than what this browser last saw. */
export function shouldAdopt(localVersion: number, serverVersion: number): boolean {
  return serverVersion > localVersion;
}

export function toServerSettings(values: Partial<Preferences>): Record<string, unknown> {
  return { [NAMESPACE]: values };
}

/** Only our namespace, and only keys of the right shape: another frontend's settings never leak in. */
export function fromServerSettings(settings: Record<string, unknown>): Partial<Preferences> {
  const mine = settings[NAMESPACE];
  return mine && typeof mine === 'object' && !Array.isArray(mine)
    ? pickPreferences(mine as Record<string, unknown>)
    : {};
}
