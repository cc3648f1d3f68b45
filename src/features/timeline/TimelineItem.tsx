import { memo } from 'react';
import type { TimelineName } from '../../api';
import { usePreference } from '../../core/preferences/preferences';
import { useSessionStore } from '../../core/session/sessionStore';
import { StatusArticle } from '../status';
import { useStatus } from '../status';
import { keepInTimeline } from './timelineFilter';

interface TimelineItemProps {
  id: string;
  timeline: TimelineName;
  position: number;
  setSize: number;
}

/** One row: the status, unless the timeline's filters leave it out (document 2 §3). */
export const TimelineItem = memo(function TimelineItem({
  id,
  timeline,
  position,
  setSize,
}: TimelineItemProps) {
  const { data: status } = useStatus(id);
  const viewerId = useSessionStore((s) => s.user?.id ?? null);
  const muteWords = usePreference('muteWords');
  const replyVisibility = usePreference('replyVisibility');
  const muteBotStatuses = usePreference('muteBotStatuses');
  const hideFilteredStatuses = usePreference('hideFilteredStatuses');
  const showRepeats = usePreference('showRepeats');
  if (
    status &&
    !keepInTimeline(
      status,
      { muteWords, replyVisibility, muteBotStatuses, hideFilteredStatuses, showRepeats },
      { id: viewerId },
      timeline === 'user',
    )
  )
    return null;
  return (
    <StatusArticle id={id} position={position} setSize={setSize} showPinned={timeline === 'user'} />
  );
});
