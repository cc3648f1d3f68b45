import { create } from 'zustand';
import { isApiError } from '../../api/errors';
import { onServerAnswered } from '../reachability';

/**
 * Whether the client reads saved data because the server cannot be reached (issue 27): the
 * browser said it is offline, or a first request failed with a network error and what was
 * saved stood in for it. `savedAt` is when the data shown was saved (ms), once known.
 */
interface OfflineState {
  offline: boolean;
  savedAt: number | null;
}

export const useOfflineStore = create<OfflineState>(() => ({
  offline: typeof navigator !== 'undefined' && navigator.onLine === false,
  savedAt: null,
}));

export function isNetworkError(error: unknown): boolean {
  return isApiError(error) && error.kind === 'network';
}

export function isOffline(): boolean {
  return useOfflineStore.getState().offline;
}

/** Saved data stands in for the server's: the banner says since when. */
export function showingSaved(savedAt: number): void {
  const { savedAt: shown } = useOfflineStore.getState();
  // The oldest part shown is the honest answer to "saved at".
  useOfflineStore.setState({
    offline: true,
    savedAt: shown === null ? savedAt : Math.min(shown, savedAt),
  });
}

type Reconnected = () => void;
const reconnected = new Set<Reconnected>();

/** Runs when the network returns after the client went offline; each area refreshes its part. */
export function onReconnect(listener: Reconnected): () => void {
  reconnected.add(listener);
  return () => reconnected.delete(listener);
}

/** The server can be reached again: the banner goes and each area refreshes its part. */
function reconnect(): void {
  if (!useOfflineStore.getState().offline) return;
  useOfflineStore.setState({ offline: false, savedAt: null });
  for (const listener of reconnected) listener();
}

/**
 * Follows the browser's online and offline events for the life of the page, and the server's
 * answers: a server that was down while the browser stayed online sends no `online` event, so
 * its first good answer (the outbox's retry, a feed's poll) is the sign it is back.
 */
export function watchConnection(): () => void {
  const wentOffline = () => useOfflineStore.setState({ offline: true });
  window.addEventListener('offline', wentOffline);
  window.addEventListener('online', reconnect);
  const stopAnswers = onServerAnswered(() => {
    if (navigator.onLine !== false) reconnect();
  });
  return () => {
    window.removeEventListener('offline', wentOffline);
    window.removeEventListener('online', reconnect);
    stopAnswers();
  };
}
