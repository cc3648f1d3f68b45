import type { QueryClient } from '@tanstack/react-query';

/** Document 1 §9: reports are polled every 60 s for admins and moderators. */
export const REPORTS_POLL_MS = 60_000;

let poll: (() => void) | null = null;

/**
 * Document 1 §4 and §9: the first staff sign-in loads this file, which fetches the reports at
 * once and then every 60 s. A tick that finds no staff member signed in (after a sign-out)
 * fetches nothing and forgets the reports; a later staff sign-in polls again at once.
 */
export function startReportsPolling(queryClient: QueryClient): void {
  if (poll) return poll();
  // The feed's code comes with the first tick, in the chunk the modal shares.
  poll = () => void import('./reportsFeed').then((m) => m.pollReports(queryClient));
  poll();
  setInterval(poll, REPORTS_POLL_MS);
}
