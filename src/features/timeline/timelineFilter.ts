import type { Status } from '../../api/entities';
import { mutedReason } from '../status';

export interface TimelineFilterPrefs {
  muteWords: readonly string[];
  replyVisibility: 'all' | 'following' | 'self';
  muteBotStatuses: boolean;
  hideFilteredStatuses: boolean;
  showRepeats: boolean;
}

export interface Viewer {
  id: string | null;
}

/**
 * Whether a timeline lists a status at all (document 2 §3, §4). Muted users (timelines are
 * fetched with_muted), muted words and muted threads normally fold behind the status view's
 * muted placeholder; with hideFilteredStatuses they are left out instead. Bots are left out
 * when asked, and repeats (the viewer's own too) when repeats are off. Reply visibility 'self' is applied here; 'following' needs the follow state, so the
 * server applies it to pages and the stream hub to streamed posts (`replyFollowRule`).
 */
export function keepInTimeline(
  status: Status,
  prefs: TimelineFilterPrefs,
  viewer: Viewer,
  /** A profile's own timeline: muting its owner does not hide their posts there. */
  inProfile = false,
): boolean {
  if (!prefs.showRepeats && status.retweeted_status) return false;
  const shown = status.retweeted_status ?? status;
  const mine = viewer.id !== null && shown.user.id === viewer.id;
  if (mine) return true;
  if (prefs.muteBotStatuses && (shown.user.bot || status.user.bot)) return false;
  if (
    prefs.hideFilteredStatuses &&
    mutedReason(shown, prefs.muteWords, status, !inProfile) !== null
  )
    return false;
  return !(
    prefs.replyVisibility === 'self' &&
    shown.in_reply_to_status_id &&
    viewer.id !== null &&
    shown.in_reply_to_user_id !== viewer.id
  );
}
