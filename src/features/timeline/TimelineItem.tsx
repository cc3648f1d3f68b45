import { memo } from 'react';
import type { TimelineName } from '../../api';
import { StatusArticle } from '../status';
import { useStatus } from '../status';
import { useKeepInTimeline } from './useKeepInTimeline';

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
  const keep = useKeepInTimeline(timeline);
  if (status && !keep(status)) return null;
  return (
    <StatusArticle id={id} position={position} setSize={setSize} showPinned={timeline === 'user'} />
  );
});
