import type { Page, PageParams, Status } from '../../../api';
import type { FeedState } from '../../../core/feed';

/** Newer statuses found above the saved position, counted behind the load button. */
export interface ResumedQueue {
  /** Newest first. */
  queued: string[];
  newCount: number;
  /** More than the queue holds: the button reloads instead of showing a hole. */
  gap: boolean;
}

export interface FirstPage {
  ids: string[];
  next: PageParams | null;
  resumed: ResumedQueue | null;
}

export function plainFirst(page: Page<Status>): Omit<FirstPage, 'resumed'> {
  return { ids: page.items.map((s) => s.id), next: page.next };
}

/**
 * The state after the first page when it opened at the saved position: the newer statuses
 * wait in the queue, and polling or the stream go on from the newest of them.
 */
export function withResumedQueue(state: FeedState, resumed: ResumedQueue): FeedState {
  if (resumed.newCount === 0) return state;
  return {
    ...state,
    queued: resumed.queued,
    newCount: resumed.newCount,
    newestId: resumed.queued[0] ?? state.newestId,
    flushMarker: resumed.gap,
  };
}
