import type { QueryClient } from '@tanstack/react-query';
import type { TimelineName } from '../../api';
import { timelineController } from './timelineController';

/** Which timeline a page load of `pathname` shows at once, if any (route table, document 1 §2). */
export function landingTimeline(pathname: string, signedIn: boolean): TimelineName | null {
  const path = pathname.replace(/\/+$/, '');
  if (path === '/main/all') return 'publicAndExternal';
  if (path === '/main/public') return 'public';
  return path === '/main/friends' && signedIn ? 'friends' : null;
}

/**
 * Starts fetching the first page of the timeline the page opened on, while start-up runs.
 * Returns its controller (the kept first screen waits for that page), or null.
 */
export function prefetchLandingTimeline(
  queryClient: QueryClient,
  pathname: string,
  signedIn: boolean,
): ReturnType<typeof timelineController> | null {
  const name = landingTimeline(pathname, signedIn);
  if (!name) return null;
  const controller = timelineController(queryClient, name);
  controller.prefetch();
  return controller;
}
