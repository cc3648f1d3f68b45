/**
 * The kept first screen (issue 27's repeat visit), put in before the app's other modules
 * evaluate: main.tsx imports this first and, when it painted, runs its own start-up only after
 * that frame, so the cover does not wait for the stores, the router and start-up's synchronous
 * work. It reads only storage, once: main.tsx hands what it read to `openFeedAtKept`, which
 * opens the landing feed at the same rows.
 */
import { readKeptScreen, type KeptScreen } from '../../core/session/keptScreen';
import { storedActiveKey } from '../../core/session/sessionKey';
import { KEPT_SCREEN_ID, paintKeptNow } from './paintKept';

let kept: KeptScreen | null = null;
try {
  const storage = window.localStorage;
  kept = readKeptScreen(storage, storedActiveKey(storage), window.location.pathname, Date.now());
  if (kept) paintKeptNow(kept);
} catch {
  // No storage: nothing was kept.
}

/** The kept screen this page read at its start (painted, or waiting for the stylesheet). */
export function keptAtStart(): KeptScreen | null {
  return kept;
}

/** Whether the kept screen is in the page now, waiting for a frame to be painted. */
export function keptScreenIn(): boolean {
  return document.getElementById(KEPT_SCREEN_ID) !== null;
}
