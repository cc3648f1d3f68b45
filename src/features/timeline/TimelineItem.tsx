import { memo } from 'react';
import type { Status, TimelineName } from '../../api';
import { StatusArticle } from '../status';
import { useStatus } from '../status';

interface TimelineItemProps {
  id: string;
  timeline: TimelineName;
  position: number;
  setSize: number;
  /** The timeline's filter rule (`useKeepInTimeline`), read once for all its rows. */
  keep: (status: Status) => boolean;
}

/** One row: the status, unless the timeline's filters leave it out (document 2 §3). */
export const TimelineItem = memo(function TimelineItem({
  id,
  timeline,
  position,
  setSize,
  keep,
}: TimelineItemProps) {
  const { data: status } = useStatus(id);
  if (status && !keep(status)) return null;
  return (
    <StatusArticle id={id} position={position} setSize={setSize} showPinned={timeline === 'user'} />
  );
});
