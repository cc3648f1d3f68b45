/**
 * Write-through to the reading store (issue 27), kept off the first screen's path: areas note
 * that what they show changed, and a few seconds after the last change the store module (with
 * idb-keyval) loads and writes. Nothing here imports IndexedDB code.
 */
import { useSessionStore } from '../session/sessionStore';
import { isOffline, showingSaved } from './offlineState';
import type { ReadingPart, ReadingParts, Saved } from './savedReading';

/** Long enough that a burst of pages and stream batches is one write. */
export const SAVE_DELAY_MS = 2000;

/** Makes the part to keep from the part kept before; null to write nothing. */
export type PartWriter<P extends ReadingPart> = (
  kept: ReadingParts[P] | undefined,
) => ReadingParts[P] | null;

type StoreModule = typeof import('./savedReading');

interface Pending {
  /** The credential it was noted under: the account it belongs to, once verified. */
  token: string;
  generation: number;
  save: (store: StoreModule, accountKey: string) => Promise<void>;
}

const pending = new Map<string, Pending>();
let timer: ReturnType<typeof setTimeout> | null = null;
let flushing: Promise<void> = Promise.resolve();

const loadStore = (): Promise<StoreModule> => import('./savedReading');

/**
 * Notes a change to save. `entry` tells apart several notes of one part (two conversations);
 * the writer runs at save time, so it reads the entities as they are then.
 */
export function noteReading<P extends ReadingPart>(
  part: P,
  write: PartWriter<P>,
  entry = '',
): void {
  // Saved data shown offline is not saved again (it would look saved now).
  if (isOffline()) return;
  const { token, generation } = useSessionStore.getState();
  if (!token) return;
  pending.set(`${part}:${entry}`, {
    token,
    generation,
    save: (store, accountKey) => store.updatePart(accountKey, part, write, Date.now()),
  });
  if (typeof window !== 'undefined' && pending.size === 1 && !timer) watchPageHide();
  timer ??= setTimeout(() => void flushReading(), SAVE_DELAY_MS);
}

let watchingHide = false;
function watchPageHide(): void {
  if (watchingHide) return;
  watchingHide = true;
  // A page put away may not come back: what is pending is written now.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') void flushReading();
  });
}

/** Writes everything noted, for the account that noted it while it is still the active one. */
export function flushReading(): Promise<void> {
  if (timer) clearTimeout(timer);
  timer = null;
  const batch = [...pending.values()];
  pending.clear();
  if (batch.length === 0) return flushing;
  flushing = flushing.then(async () => {
    const store = await loadStore();
    for (const note of batch) {
      const { activeKey, user, token, generation } = useSessionStore.getState();
      // Signed out or switched meanwhile: nothing of that account is written any more.
      if (note.token !== token || note.generation !== generation) continue;
      if (!activeKey || !user) {
        // Start-up is still verifying the account: the note waits for it.
        requeue(note);
        continue;
      }
      await note
        .save(store, activeKey)
        .catch((error: unknown) => console.warn('Saving for offline reading failed', error));
    }
  });
  return flushing;
}

let requeued = 0;
function requeue(note: Pending): void {
  // A verification that never ends (offline) must not keep a timer going forever.
  if (++requeued > 30) return;
  pending.set(`requeued:${requeued}`, note);
  timer ??= setTimeout(() => void flushReading(), SAVE_DELAY_MS);
}

/** Drops what is waiting to be written (logout: nothing of the account may be written after). */
export function dropPendingReading(): Promise<void> {
  if (timer) clearTimeout(timer);
  timer = null;
  pending.clear();
  return flushing;
}

/**
 * The active account's saved part, when the server could not be reached: the banner then
 * says the client is offline and since when the data is.
 */
export async function readSaved<P extends ReadingPart>(
  part: P,
): Promise<Saved<ReadingParts[P]> | undefined> {
  const { activeKey } = useSessionStore.getState();
  if (!activeKey) return undefined;
  try {
    const saved = await (await loadStore()).readPart(activeKey, part);
    if (saved) showingSaved(saved.savedAt);
    return saved;
  } catch (error) {
    console.warn('Reading saved data failed', error);
    return undefined;
  }
}
