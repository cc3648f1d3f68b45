import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { TimelineName, TimelineParams } from '../../api';
import { useFeed, type FeedState } from '../../core/feed';
import { useSessionStore } from '../../core/session/sessionStore';
import { timelineController, type TimelineController } from './timelineController';

/** The controller of a timeline (shared by its header and list) and its live state. */
export function useTimelineController(
  timeline: TimelineName,
  params: TimelineParams = {},
): { controller: TimelineController; state: FeedState } {
  const queryClient = useQueryClient();
  const token = useSessionStore((s) => s.token);
  const paramsKey = JSON.stringify(params);
  const controller = useMemo(() => {
    void token;
    return timelineController(queryClient, timeline, JSON.parse(paramsKey) as TimelineParams);
  }, [queryClient, timeline, paramsKey, token]);
  const { state } = useFeed(controller);
  return { controller, state };
}
