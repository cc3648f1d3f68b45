import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useSyncExternalStore } from 'react';
import type { TimelineName, TimelineParams } from '../../api';
import { useSessionStore } from '../../core/session/sessionStore';
import { timelineController, type TimelineController } from './timelineController';
import type { TimelineState } from './timelineState';

/** The controller of a timeline (shared by its header and list) and its live state. */
export function useTimelineController(
  timeline: TimelineName,
  params: TimelineParams = {},
): { controller: TimelineController; state: TimelineState } {
  const queryClient = useQueryClient();
  const token = useSessionStore((s) => s.token);
  const paramsKey = JSON.stringify(params);
  const controller = useMemo(() => {
    void token;
    return timelineController(queryClient, timeline, JSON.parse(paramsKey) as TimelineParams);
  }, [queryClient, timeline, paramsKey, token]);
  const state = useSyncExternalStore(
    controller.subscribe,
    controller.getState,
    controller.getState,
  );
  useEffect(() => controller.mount(), [controller]);
  return { controller, state };
}
