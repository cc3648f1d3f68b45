import type { QueryClient } from '@tanstack/react-query';
import type { Page, Status, TimelineParams } from '../../../api';
import { fetchStatus } from '../../../api/statuses';
import { api } from '../../../core/client';
import { storeStatus } from '../../../core/statusCache';
import { readHomeMarker } from './positionStore';
import { resumeHome } from './resume';
import type { FirstPage } from './resumedState';

/** The home timeline's first page, opened at the saved reading position when there is one. */
export async function resumeFirstPage(
  fetchPage: (extra: TimelineParams) => Promise<Page<Status>>,
  queryClient: QueryClient,
): Promise<FirstPage> {
  const page = await resumeHome({
    fetchPage,
    readMarker: readHomeMarker,
    fetchStatus: (id) => fetchStatus(api, id),
  });
  // Pages went through the controller's fetch, which caches them; the marked status did not.
  for (const status of page.statuses) storeStatus(queryClient, status);
  return {
    ids: page.ids,
    next: page.next,
    resumed: { queued: page.queued, newCount: page.newCount, gap: page.gap },
  };
}
