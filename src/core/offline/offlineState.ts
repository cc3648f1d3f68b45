import { create } from 'zustand';
import { isApiError } from '../../api/errors';

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

/** Follows the browser's online and offline events for the life of the page. */
export function watchConnection(): void {
  window.addEventListener('offline', () => useOfflineStore.setState({ offline: true }));
  window.addEventListener('online', () => {
    if (!useOfflineStore.getState().offline) return;
    useOfflineStore.setState({ offline: false, savedAt: null });
    for (const listener of reconnected) listener();
  });
}
