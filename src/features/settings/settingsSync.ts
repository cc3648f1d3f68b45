import {
  deleteSettingsProfile,
  fetchSettingsProfile,
  isApiError,
  saveSettingsProfile,
} from '../../api';
import { api } from '../../core/client';
import { isNetworkError, isOffline } from '../../core/offline/offlineState';
import { onServerAnswered } from '../../core/reachability';
import { applyPreferencesLive } from './applyPreferences';
import { useSessionStore } from '../../core/session/sessionStore';
import { usePreferencesStore } from '../../core/preferences/preferences';
import { i18n } from '../../i18n/i18n';
import text from '../../i18n/locales/en/settingsNotice.json';
import {
  SYNC_ERROR_MS,
  SYNC_OK_MS,
  SYNC_PROGRESS_MS,
  useSettingsRevision,
  type SettingsNotice,
} from './settingsNotice';
import { showSyncNotice } from './syncNotice';
import {
  fromServerSettings,
  PROFILE_NAME,
  SETTINGS_POLL_MS,
  shouldAdopt,
  SYNC_DEBOUNCE_MS,
  toServerSettings,
} from './syncRules';

const VERSIONS_KEY = 'petrel:settings-sync';

/** The profile version this browser last saw, per user (so two accounts never mix). */
function readVersion(userId: string): number {
  try {
    const all = JSON.parse(localStorage.getItem(VERSIONS_KEY) ?? '{}') as Record<string, number>;
    return typeof all[userId] === 'number' ? all[userId] : 0;
  } catch {
    return 0;
  }
}

function writeVersion(userId: string, version: number): void {
  try {
    const all = JSON.parse(localStorage.getItem(VERSIONS_KEY) ?? '{}') as Record<string, number>;
    localStorage.setItem(VERSIONS_KEY, JSON.stringify({ ...all, [userId]: version }));
  } catch {
    // Without storage the version simply starts from 0 next time.
  }
}

// The sync's notices show outside the settings modal too, so their words come with this code:
// their own small catalogue, not the modal's whole settings.json (4.4 KB gzip on the signed-in home).
i18n.extendResources('en', text);

let adopting = false;

/** Goes up at each switch of account (issue 16): an answer for the previous one is dropped. */
const generationNow = () => useSessionStore.getState().generation;

const SYNC_PROGRESS: SettingsNotice = { tone: 'info', key: 'sync_progress' };

/**
 * Sends the local settings as the next version (document 3 §4, Settings profile sync).
 * `progress` is the notice shown until the server answers: the creating warning when the
 * server has no profile yet, so that sync says one thing at a time.
 */
export async function syncSettings(progress: SettingsNotice = SYNC_PROGRESS): Promise<boolean> {
  const userId = useSessionStore.getState().user?.id;
  if (!userId) return false;
  const version = readVersion(userId) + 1;
  const generation = generationNow();
  const progressDone = showSyncNotice(progress, SYNC_PROGRESS_MS);
  try {
    await saveSettingsProfile(api, PROFILE_NAME, {
      settings: toServerSettings(usePreferencesStore.getState().values),
      version,
    });
    progressDone();
    if (generationNow() !== generation) return false;
    writeVersion(userId, version);
    showSyncNotice({ tone: 'success', key: 'sync_ok' }, SYNC_OK_MS);
    return true;
  } catch (error) {
    progressDone();
    if (isNetworkError(error)) resendWhenReachable();
    // Offline the banner already says why; the change is kept and sent when the server answers.
    if (!isOffline()) showSyncNotice({ tone: 'error', key: 'sync_err' }, SYNC_ERROR_MS);
    return false;
  }
}

let stopResend: (() => void) | null = null;

/** A change the network lost is sent again at the server's next good answer (issue 27). */
function resendWhenReachable(): void {
  if (stopResend) return;
  stopResend = onServerAnswered(() => {
    dropResend();
    void syncSettings();
  });
}

function dropResend(): void {
  stopResend?.();
  stopResend = null;
}

/** Takes the server's profile if it is newer; a missing one is created from the local settings. */
export async function fetchSettings(): Promise<'adopted' | 'current' | 'created' | 'failed'> {
  const userId = useSessionStore.getState().user?.id;
  if (!userId) return 'failed';
  const generation = generationNow();
  try {
    const profile = await fetchSettingsProfile(api, PROFILE_NAME);
    if (generationNow() !== generation) return 'failed';
    if (!shouldAdopt(readVersion(userId), profile.version)) return 'current';
    adopting = true;
    // An adopted theme or language shows at once, even with the settings modal never opened.
    applyPreferencesLive(api, navigator.languages);
    try {
      usePreferencesStore.getState().replace(fromServerSettings(profile.settings));
    } finally {
      adopting = false;
    }
    useSettingsRevision.getState().bump();
    writeVersion(userId, profile.version);
    return 'adopted';
  } catch (error) {
    if (isApiError(error) && error.status === 404 && generationNow() === generation) {
      const created = await syncSettings({ tone: 'warning', key: 'sync_creating' });
      return created ? 'created' : 'failed';
    }
    // A background fetch that fails says so too (document 3 §8, settings sync error).
    if (generationNow() === generation && !isOffline())
      showSyncNotice({ tone: 'error', key: 'sync_err' }, SYNC_ERROR_MS);
    return 'failed';
  }
}

export async function deleteServerSettings(): Promise<void> {
  const userId = useSessionStore.getState().user?.id;
  await deleteSettingsProfile(api, PROFILE_NAME);
  if (userId) writeVersion(userId, 0);
}

let stop: (() => void) | null = null;

/** Start-up after sign-in: fetch now, poll every 600 s, and send local changes after a pause. */
export async function startSettingsSync(): Promise<void> {
  const generation = generationNow();
  stopSettingsSync();
  await fetchSettings();
  // Switched to another account meanwhile: that account's own sync has started instead.
  if (generationNow() !== generation) return;
  const poll = setInterval(() => void fetchSettings(), SETTINGS_POLL_MS);
  let pending: ReturnType<typeof setTimeout> | undefined;
  const unsubscribe = usePreferencesStore.subscribe((state, previous) => {
    if (adopting || state.values === previous.values) return;
    clearTimeout(pending);
    pending = setTimeout(() => void syncSettings(), SYNC_DEBOUNCE_MS);
  });
  stop = () => {
    clearInterval(poll);
    clearTimeout(pending);
    unsubscribe();
  };
}

export function stopSettingsSync(): void {
  dropResend();
  stop?.();
  stop = null;
}
