import type { Status, TimelineName } from '../../api';
import { usePreference } from '../../core/preferences/preferences';
import { useSessionStore } from '../../core/session/sessionStore';
import { keepInTimeline } from './timelineFilter';

/**
 * Whether a timeline lists a status under the reader's filters as they are now (document 2
 * §3): one rule for its rows and for the count of new posts behind the load button.
 */
export function useKeepInTimeline(timeline: TimelineName): (status: Status) => boolean {
  const viewerId = useSessionStore((s) => s.user?.id ?? null);
  const muteWords = usePreference('muteWords');
  const replyVisibility = usePreference('replyVisibility');
  const muteBotStatuses = usePreference('muteBotStatuses');
  const hideFilteredStatuses = usePreference('hideFilteredStatuses');
  const showRepeats = usePreference('showRepeats');
  return (status) =>
    keepInTimeline(
      status,
      { muteWords, replyVisibility, muteBotStatuses, hideFilteredStatuses, showRepeats },
      { id: viewerId },
      timeline === 'user',
    );
}
