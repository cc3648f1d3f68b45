import { fetchMarkers, markersUnsupported, saveMarkers } from '../../api/markers';
import { api } from '../../core/client';
import { useSessionStore } from '../../core/session/sessionStore';

/**
 * The notifications marker as the read state, for servers without Pleroma's read call
 * (GoToSocial, Mastodon; issue 25). Where the server has no markers either, the browser keeps
 * the last read id, so notifications still stay read across a reload.
 */

const localKey = (accountId: string) => `petrel:notifications-read:${accountId}`;

function readLocal(): string | null {
  const id = useSessionStore.getState().user?.id;
  if (!id) return null;
  try {
    return window.localStorage.getItem(localKey(id));
  } catch {
    return null;
  }
}

function writeLocal(lastReadId: string): void {
  const id = useSessionStore.getState().user?.id;
  if (!id) return;
  try {
    window.localStorage.setItem(localKey(id), lastReadId);
  } catch {
    // Storage blocked: the read state lives on the server or not at all.
  }
}

/** The last read notification's id, or null when nothing was ever marked read. */
export async function loadReadMarker(): Promise<string | null> {
  try {
    const markers = await fetchMarkers(api, ['notifications']);
    return markers.notifications?.last_read_id ?? readLocal();
  } catch (error) {
    if (!markersUnsupported(error)) console.debug('Reading the notifications marker failed', error);
    return readLocal();
  }
}

/** Moves the marker to `lastReadId` (everything up to it is read). */
export async function saveReadMarker(lastReadId: string): Promise<void> {
  writeLocal(lastReadId);
  try {
    await saveMarkers(api, { notifications: lastReadId });
  } catch (error) {
    if (!markersUnsupported(error)) console.warn('Marking notifications read failed', error);
  }
}
