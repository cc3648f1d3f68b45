import type { Status } from '../../api/entities';
import { mutedReason } from '../status/mutedReason';

export interface TimelineFilterPrefs {
  muteWords: readonly string[];
  replyVisibility: 'all' | 'following' | 'self';
  muteBotStatuses: boolean;
  hideFilteredStatuses: boolean;
}

export interface Viewer {
  id: string | null;
}

/**
 * Whether a timeline lists a status at all (document 2 §3, §4). Muted words and muted threads
 * normally fold behind the status view's muted placeholder (which names the matched words);
 * with hideFilteredStatuses they are left out instead. Muted users and, when asked, bots are
 * left out. Reply visibility 'self' is applied here; 'following' needs the follow state, so the
 * server applies it to pages and the stream hub to streamed posts (`replyFollowRule`).
 */
export function keepInTimeline(
  status: Status,
  prefs: TimelineFilterPrefs,
  viewer: Viewer,
): boolean {
  const shown = status.retweeted_status ?? status;
  const mine = viewer.id !== null && shown.user.id === viewer.id;
  if (mine) return true;
  // Pleroma marks `muted` for a muted author or thread; the thread case is the placeholder's.
  if (status.muted && !status.thread_muted) return false;
  if (shown !== status && shown.muted && !shown.thread_muted) return false;
  if (prefs.muteBotStatuses && (shown.user.bot || status.user.bot)) return false;
  if (prefs.hideFilteredStatuses && mutedReason(shown, prefs.muteWords) !== null) return false;
  return !(
    prefs.replyVisibility === 'self' &&
    shown.in_reply_to_status_id &&
    viewer.id !== null &&
    shown.in_reply_to_user_id !== viewer.id
  );
}
