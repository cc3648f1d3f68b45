import {
  fetchMarkers,
  markersUnsupported,
  saveMarkers,
  type MarkerTimeline,
} from '../../../api/markers';
import { api } from '../../../core/client';
import { useSessionStore } from '../../../core/session/sessionStore';
import { readPreference } from '../readPreference';

/** Scrolling must have stopped this long before the position is saved (issue 17). */
export const SAVE_DELAY_MS = 3000;
/** How long the local fallback waits for start-up to name the signed-in account. */
const ACCOUNT_WAIT_MS = 5000;

type Positions = Partial<Record<MarkerTimeline, string>>;

/** null until the first call says; false after a 404/501, and the browser keeps positions. */
let serverHasMarkers: boolean | null = null;
let pending: Positions = {};
let lastSaved: Positions = {};
let timer: ReturnType<typeof setTimeout> | null = null;

const storageKey = (accountId: string) => `petrel:markers:${accountId}`;

export function readLocal(accountId: string): Positions {
  try {
    const raw = window.localStorage.getItem(storageKey(accountId));
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    if (!parsed || typeof parsed !== 'object') return {};
    const record = parsed as Record<string, unknown>;
    const result: Positions = {};
    if (typeof record.home === 'string') result.home = record.home;
    if (typeof record.notifications === 'string') result.notifications = record.notifications;
    return result;
  } catch {
    return {};
  }
}

function writeLocal(accountId: string, positions: Positions): void {
  try {
    const merged = { ...readLocal(accountId), ...positions };
    window.localStorage.setItem(storageKey(accountId), JSON.stringify(merged));
  } catch {
    // Storage full or blocked: the position is simply not kept, nothing else depends on it.
  }
}

/** The signed-in account's id; at start-up the token may not be verified yet. */
function accountId(): Promise<string | null> {
  const now = useSessionStore.getState().user?.id;
  if (now) return Promise.resolve(now);
  if (!useSessionStore.getState().token) return Promise.resolve(null);
  return new Promise((resolve) => {
    const stop = useSessionStore.subscribe((state) => {
      if (!state.user) return;
      clearTimeout(giveUp);
      stop();
      resolve(state.user.id);
    });
    const giveUp = setTimeout(() => {
      stop();
      resolve(null);
    }, ACCOUNT_WAIT_MS);
  });
}

/** The saved home position: the server's marker, or the browser's where the server has none. */
export async function readHomeMarker(): Promise<string | null> {
  if (!readPreference('resumeReadingPosition')) return null;
  if (serverHasMarkers !== false) {
    try {
      const markers = await fetchMarkers(api, ['home']);
      serverHasMarkers = true;
      return markers.home?.last_read_id ?? null;
    } catch (error) {
      if (!markersUnsupported(error)) return null;
      serverHasMarkers = false;
    }
  }
  const id = await accountId();
  return id ? (readLocal(id).home ?? null) : null;
}

/** Sends what is pending now; `keepalive` when the page is going away. */
export async function flushPositions(keepalive = false): Promise<void> {
  if (timer) clearTimeout(timer);
  timer = null;
  const positions = pending;
  pending = {};
  if (!positions.home && !positions.notifications) return;
  lastSaved = { ...lastSaved, ...positions };
  const id = useSessionStore.getState().user?.id;
  // Kept in the browser too, so a later server outage still finds the last place.
  if (id) writeLocal(id, positions);
  if (serverHasMarkers === false) return;
  try {
    await saveMarkers(api, positions, { keepalive });
    serverHasMarkers = true;
  } catch (error) {
    if (markersUnsupported(error)) serverHasMarkers = false;
  }
}

/** Notes a newly read position; it is saved once the reader has been still for a while. */
export function notePosition(timeline: MarkerTimeline, id: string): void {
  if (!readPreference('resumeReadingPosition')) return;
  if (lastSaved[timeline] === id && !pending[timeline]) return;
  pending = { ...pending, [timeline]: id };
  if (timer) clearTimeout(timer);
  timer = setTimeout(() => void flushPositions(), SAVE_DELAY_MS);
}

/**
 * Saves on leaving: the tab hidden or the page unloading. `measure` first notes a position
 * scrolled to a moment ago, which the settle timer has not noted yet.
 */
export function saveOnLeave(measure: () => void = () => undefined): () => void {
  const onHide = () => {
    if (document.visibilityState !== 'hidden') return;
    measure();
    void flushPositions(true);
  };
  const onPageHide = () => {
    measure();
    void flushPositions(true);
  };
  document.addEventListener('visibilitychange', onHide);
  window.addEventListener('pagehide', onPageHide);
  return () => {
    document.removeEventListener('visibilitychange', onHide);
    window.removeEventListener('pagehide', onPageHide);
  };
}

/** For tests: forget what this module learnt. */
export function resetPositionStore(): void {
  serverHasMarkers = null;
  pending = {};
  lastSaved = {};
  if (timer) clearTimeout(timer);
  timer = null;
}
