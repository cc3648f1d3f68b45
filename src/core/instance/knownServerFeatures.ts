import type { ServerFeatures } from '../../api';
import { useInstanceStore } from './instanceStore';
import { UNKNOWN_SERVER } from './useServerFeatures';

/** How long a call that depends on the server's kind waits for start-up to read the instance. */
const INSTANCE_WAIT_MS = 10_000;

/**
 * The server's features outside React, once start-up has read the instance: a call whose path
 * depends on the server (direct messages) must not guess before. After the wait, the plain
 * Mastodon API is assumed, as components do.
 */
export function knownServerFeatures(waitMs = INSTANCE_WAIT_MS): Promise<ServerFeatures> {
  const now = useInstanceStore.getState().settings;
  if (now) return Promise.resolve(now.supports);
  return new Promise((resolve) => {
    const stop = useInstanceStore.subscribe((state) => {
      if (!state.settings) return;
      clearTimeout(giveUp);
      stop();
      resolve(state.settings.supports);
    });
    const giveUp = setTimeout(() => {
      stop();
      resolve(UNKNOWN_SERVER);
    }, waitMs);
  });
}
