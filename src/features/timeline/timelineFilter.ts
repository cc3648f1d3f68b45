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
  /** Whether the viewer follows an account; undefined when unknown (then replies are kept). */
  follows?: (accountId: string) => boolean | undefined;
}

/**
 * Whether a timeline lists a status at all (document 2 §3, §4). Muted users (timelines are
 * fetched with_muted), muted words and muted threads normally fold behind the status view's
 * muted placeholder; with hideFilteredStatuses they are left out instead. Bots are left out
 * when asked, and reply visibility is applied to what the server did not filter (streamed posts).
 */
export function keepInTimeline(
  status: Status,
  prefs: TimelineFilterPrefs,
  viewer: Viewer,
  /** A profile's own timeline: muting its owner does not hide their posts there. */
  inProfile = false,
): boolean {
  const shown = status.retweeted_status ?? status;
  const mine = viewer.id !== null && shown.user.id === viewer.id;
  if (mine) return true;
  if (prefs.muteBotStatuses && (shown.user.bot || status.user.bot)) return false;
  if (
    prefs.hideFilteredStatuses &&
    mutedReason(shown, prefs.muteWords, status, !inProfile) !== null
  )
    return false;
  if (shown.in_reply_to_status_id && viewer.id !== null && prefs.replyVisibility !== 'all') {
    const toViewer = shown.in_reply_to_user_id === viewer.id;
    if (toViewer) return true;
    if (prefs.replyVisibility === 'self') return false;
    const target = shown.in_reply_to_user_id;
    if (target && viewer.follows?.(target) === false) return false;
  }
  return true;
}
