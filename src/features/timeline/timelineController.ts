import type { QueryClient, QueryKey } from '@tanstack/react-query';
import {
  directMessagesSource,
  fetchStatus,
  fetchTimeline,
  isApiError,
  timelineStream,
  type Status,
  type TimelineName,
  type TimelineParams,
} from '../../api';
import {
  Feed,
  FeedRegistry,
  type FeedPage,
  type FeedSource,
  type FirstFeedPage,
  type LiveHandlers,
} from '../../core/feed';
import { REREAD_PAGE_SIZE } from '../../core/feed/reread';
import { i18n } from '../../i18n/i18n';
import { knownServerFeatures } from '../../core/instance/knownServerFeatures';
import { pushNotice } from '../../core/notices/noticesStore';
import { api } from '../../core/client';
import { useSessionStore } from '../../core/session/sessionStore';
import { statusKey, storeStatus } from '../../core/statusCache';
import { olderFetchDelay, POLL_INTERVAL_MS } from './loadingRules';
import { readPreference } from './readPreference';
import { watchServerFilters } from './serverFilters';
import { plainFirst, withResumedQueue } from './readingPosition/resumedState';
import { onOwnPost } from '../../core/ownPosts';
import { isNetworkError, isOffline, onReconnect } from '../../core/offline/offlineState';
import { noteTimeline, restoreTimeline, savedTimelineKey } from './savedTimelines';

/** Whether a feed shows saved statuses (offline) rather than the server's. */
interface SavedMark {
  restored: boolean;
}

/** Home without parameters keeps the reader's place (markers, issue 17). */
function keepsReadingPosition(timeline: TimelineName, params: TimelineParams): boolean {
  return (
    timeline === 'friends' &&
    Object.keys(params).length === 0 &&
    useSessionStore.getState().token !== null
  );
}

/**
 * How a timeline fills a feed: pages with the reader's server-side filters, the stream
 * (signed-in users with streaming on) or polling every 20 s (visitors, streaming off, or while
 * the stream is down), and the saved reading position for home.
 */
function timelineSource(
  queryClient: QueryClient,
  timeline: TimelineName,
  params: TimelineParams,
  mark: SavedMark,
): FeedSource {
  const savedKey = savedTimelineKey(timeline, params);
  // Favourites and bookmarks page by the favourite's own id, not the status id.
  const pagesByItemId = timeline !== 'favorites' && timeline !== 'bookmarks';
  let resumeTried = false;

  async function fetchPage(extra: TimelineParams) {
    // Direct messages are a timeline or conversations depending on the server (issue 25).
    const directMessages =
      timeline === 'dms'
        ? (directMessagesSource(await knownServerFeatures()) ?? undefined)
        : undefined;
    const page = await fetchTimeline(
      api,
      timeline,
      {
        ...params,
        ...extra,
        reply_visibility: readPreference('replyVisibility'),
        // Muted users' posts come back flagged for the muted placeholder unless hidden outright.
        with_muted: !readPreference('hideFilteredStatuses'),
      },
      { directMessages },
    );
    for (const status of page.items) storeStatus(queryClient, status);
    return page;
  }

  const toFeedPage = (page: { items: Status[]; next: FeedPage['next'] }): FeedPage => ({
    ids: page.items.map((s) => s.id),
    next: page.next,
  });

  async function firstPageFromServer(): Promise<FirstFeedPage> {
    // The home timeline opens at the saved reading position once, on its first load.
    const resume =
      !resumeTried &&
      keepsReadingPosition(timeline, params) &&
      readPreference('resumeReadingPosition');
    resumeTried = true;
    if (!resume) return plainFirst(await fetchPage({}));
    const { resumeFirstPage } = await import('./readingPosition/resumeController');
    const { ids, next, resumed } = await resumeFirstPage(fetchPage, queryClient);
    if (!resumed || resumed.newCount === 0) return { ids, next };
    return { ids, next, holdQueue: true, after: (state) => withResumedQueue(state, resumed) };
  }

  return {
    pagesByItemId,
    pollIntervalMs: POLL_INTERVAL_MS,
    olderDelay: olderFetchDelay,
    fetchPage: (extra) => fetchPage(extra).then(toFeedPage),
    async firstPage() {
      try {
        const page = await firstPageFromServer();
        mark.restored = false;
        return page;
      } catch (error) {
        // Unreachable: what was saved of this timeline stands in (issue 27).
        const saved =
          savedKey && isNetworkError(error) ? await restoreTimeline(queryClient, savedKey) : null;
        if (!saved) throw error;
        mark.restored = true;
        return saved;
      }
    },
    entityKeys(id) {
      const keys: QueryKey[] = [statusKey(id)];
      const status = queryClient.getQueryData<Status>(statusKey(id));
      if (status?.retweeted_status) keys.push(statusKey(status.retweeted_status.id));
      if (status?.quote) keys.push(statusKey(status.quote.id));
      return keys;
    },
    fetchEntity: (id) => fetchStatus(api, id),
    pageBelow(above) {
      if (!pagesByItemId) return above === null ? { limit: REREAD_PAGE_SIZE } : null;
      return above === null
        ? { limit: REREAD_PAGE_SIZE }
        : { max_id: above, limit: REREAD_PAGE_SIZE };
    },
    onNewerError(error) {
      // Offline, the banner says it already; a poll that cannot reach the server is expected.
      if (isOffline() && isNetworkError(error)) return;
      // Document 2 §8: a failed timeline fetch is a 5 s error notice.
      const reason = isApiError(error)
        ? i18n.t(error.messageKey, error.messageArgs)
        : String(error);
      pushNotice({
        level: 'error',
        messageKey: 'timeline.error',
        messageArgs: { error: reason },
        timeout: 5000,
      });
    },
    live(handlers: LiveHandlers) {
      const spec = timelineStream(timeline, params);
      const signedIn = useSessionStore.getState().token !== null;
      // Visitors poll, as the spec's login effects start streaming for signed-in users only.
      if (!spec || !signedIn || !readPreference('streaming')) {
        handlers.poll(true);
        return () => undefined;
      }
      let stop = () => undefined as void;
      let cancelled = false;
      import('./streamHub')
        .then(({ subscribeStream }) => {
          if (cancelled) return;
          stop = subscribeStream(queryClient, spec, {
            onNewStatus: handlers.inserted,
            onDelete: handlers.removed,
            onStep: (step) => {
              handlers.poll(step.poll);
              if (step.catchUp) handlers.catchUp();
            },
            readPreference,
          });
        })
        .catch(() => handlers.poll(true));
      return () => {
        cancelled = true;
        stop();
      };
    },
  };
}

/** A timeline's feed: the shared feed primitive with the timeline's source. */
export class TimelineController extends Feed {
  private readonly saved: SavedMark;

  constructor(
    queryClient: QueryClient,
    readonly timeline: TimelineName,
    readonly params: TimelineParams,
  ) {
    const saved: SavedMark = { restored: false };
    super(queryClient, timelineSource(queryClient, timeline, params, saved));
    this.saved = saved;
    const key = savedTimelineKey(timeline, params);
    // Write-through: what the reader sees is kept for reading offline, a little later.
    if (key)
      this.subscribe(() => {
        const { phase, ids } = this.getState();
        if (phase === 'ready' && !this.saved.restored) noteTimeline(queryClient, key, ids);
      });
  }

  /** Shows saved statuses, or failed: the server's own are read again once it is reachable. */
  get needsServer(): boolean {
    return this.saved.restored || this.getState().phase === 'error';
  }

  get keepsReadingPosition(): boolean {
    return keepsReadingPosition(this.timeline, this.params);
  }
}

/** The timelines of this session, per timeline, parameters and credential; at most 20 kept. */
const controllers = new FeedRegistry<TimelineController>();

// Each held timeline is fetched again when the filters its pages were fetched with change.
watchServerFilters(() => {
  for (const controller of controllers.values()) controller.refetch();
});

export function timelineController(
  queryClient: QueryClient,
  timeline: TimelineName,
  params: TimelineParams = {},
): TimelineController {
  const token = useSessionStore.getState().token ?? '';
  const key = JSON.stringify([timeline, params, token]);
  return controllers.get(key, () => new TimelineController(queryClient, timeline, params));
}

/** Every live controller of one timeline, whatever its parameters (document 2 §4 unfollow). */
export function controllersOf(timeline: TimelineName): TimelineController[] {
  return controllers.values().filter((c) => c.timeline === timeline);
}

/** How many timelines are held (the memory bound). */
export function heldTimelineCount(): number {
  return controllers.size;
}

// Back online: timelines that showed saved statuses or failed read the server's again.
onReconnect(() => {
  for (const controller of controllers.values()) if (controller.needsServer) controller.refetch();
});

// Without a live stream the home timeline would show the user's own post only at the next poll.
onOwnPost((status) => {
  if (status.visibility === 'direct') return;
  for (const home of controllersOf('friends')) home.offerOwn(status.id);
});
