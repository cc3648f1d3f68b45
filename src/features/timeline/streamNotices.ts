import type { StreamStep } from '../../api/streaming';
import type { NoticeInput } from '../../core/notices/noticesStore';

/**
 * How long a broken stream may stay down before anyone is told (issue 25). A socket the server
 * closes and Petrel reopens within this time (the first retry is 1 s later) loses nothing the
 * catch-up does not fetch, so neither "stopped" nor "back" is shown for it.
 */
export const QUIET_RECONNECT_MS = 5_000;

export interface StreamNotices {
  onStep: (step: StreamStep) => void;
  /** The stream is closed for good: a notice still waiting is dropped. */
  dispose: () => void;
}

/**
 * The stream's notices of document 3 §4, told only for an outage the person could notice: the
 * "stopped" notice waits QUIET_RECONNECT_MS, and "back" follows only a "stopped" that was shown.
 */
export function createStreamNotices(push: (notice: NoticeInput) => void): StreamNotices {
  let waiting: ReturnType<typeof setTimeout> | null = null;
  let told = false;
  return {
    onStep: (step) => {
      if (step.notice?.kind === 'broke') {
        if (waiting !== null || told) return;
        const code = step.notice.code;
        waiting = setTimeout(() => {
          waiting = null;
          told = true;
          push({
            level: 'error',
            messageKey: 'timeline.socket_broke',
            messageArgs: { code },
            timeout: 5000,
          });
        }, QUIET_RECONNECT_MS);
      } else if (step.notice?.kind === 'reconnected') {
        if (waiting !== null) clearTimeout(waiting);
        waiting = null;
        if (told)
          push({ level: 'success', messageKey: 'timeline.socket_reconnected', timeout: 5000 });
        told = false;
      }
    },
    dispose: () => {
      if (waiting !== null) clearTimeout(waiting);
      waiting = null;
    },
  };
}
