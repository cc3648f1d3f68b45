import { useMemo } from 'react';
import type { Status, TimelineName } from '../../api';
import { usePreference } from '../../core/preferences/preferences';
import { useSessionStore } from '../../core/session/sessionStore';
import { keepInTimeline } from './timelineFilter';

/**
 * Whether a timeline lists a status under the reader's filters as they are now (document 2
 * §3): one rule for its rows and for the count of new posts behind the load button. Read once
 * per timeline and handed to both: each call holds eleven store subscriptions (three hooks, a
 * layout effect and a passive effect each under Preact's compat), which every row paid when
 * it read the rule itself (issue 28 item 1).
 */
export function useKeepInTimeline(timeline: TimelineName): (status: Status) => boolean {
  const viewerId = useSessionStore((s) => s.user?.id ?? null);
  const muteWords = usePreference('muteWords');
  const replyVisibility = usePreference('replyVisibility');
  const muteBotStatuses = usePreference('muteBotStatuses');
  const hideFilteredStatuses = usePreference('hideFilteredStatuses');
  const showRepeats = usePreference('showRepeats');
  // The same function while no filter changes: rows take it as a prop and stay memoised.
  return useMemo(
    () => (status: Status) =>
      keepInTimeline(
        status,
        { muteWords, replyVisibility, muteBotStatuses, hideFilteredStatuses, showRepeats },
        { id: viewerId },
        timeline === 'user',
      ),
    [
      timeline,
      viewerId,
      muteWords,
      replyVisibility,
      muteBotStatuses,
      hideFilteredStatuses,
      showRepeats,
    ],
  );
}
