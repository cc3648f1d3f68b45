import type { QueryClient } from '@tanstack/react-query';
import type { TimelineName } from '../../api';
import { timelineController } from './timelineController';

/** The timelines a first visit lands on, by path (route table, document 1 §2). */
const LANDING_TIMELINES: Readonly<Record<string, { name: TimelineName; signInNeeded: boolean }>> = {
  '/main/all': { name: 'publicAndExternal', signInNeeded: false },
  '/main/public': { name: 'public', signInNeeded: false },
  '/main/friends': { name: 'friends', signInNeeded: true },
};

/** Which timeline a page load of `pathname` shows at once, if any. */
export function landingTimeline(pathname: string, signedIn: boolean): TimelineName | null {
  const entry = LANDING_TIMELINES[pathname.replace(/\/+$/, '')];
  if (!entry || (entry.signInNeeded && !signedIn)) return null;
  return entry.name;
}

/** Starts fetching the first page of the timeline the page opened on, while start-up runs. */
export function prefetchLandingTimeline(
  queryClient: QueryClient,
  pathname: string,
  signedIn: boolean,
): void {
  const name = landingTimeline(pathname, signedIn);
  if (name) timelineController(queryClient, name).prefetch();
}
