/**
 * The kept first screen (issue 27's repeat visit), put in before the app's other modules
 * evaluate: main.tsx imports this first and, when it painted, runs its own start-up only after
 * that frame, so the cover does not wait for the stores, the router and start-up's synchronous
 * work. It reads only storage; `paintKeptScreen` later opens the landing feed at the same rows.
 */
import { readKeptScreen } from '../../core/session/keptScreen';
import { storedActiveKey } from '../../core/session/sessionKey';
import { KEPT_SCREEN_ID, paintKeptNow } from './paintKept';

try {
  const storage = window.localStorage;
  const at = Date.now();
  const kept = readKeptScreen(storage, storedActiveKey(storage), window.location.pathname, at);
  if (kept) paintKeptNow(kept);
} catch {
  // No storage: nothing was kept.
}

/** Whether the kept screen is in the page now, waiting for a frame to be painted. */
export function keptScreenIn(): boolean {
  return document.getElementById(KEPT_SCREEN_ID) !== null;
}
