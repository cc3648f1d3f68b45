import { compareIds, type PageParams } from '../../api/paging';

/**
 * The loading rules of document 2 §4 as one pure reducer, shared by every feed. A feed holds ids only (the
 * entities live in the query cache): `ids` are shown, newest first; `queued` are newer posts
 * counted behind the load button. Memory stays bounded however long the session: the queue
 * keeps only the ids that showing them would keep (50), and auto-showing at the top trims the
 * list to 50 as showing does, so 10,000 streamed posts leave at most a few dozen rows.
 */

/** Document 2 §4: showing queued items keeps 50. */
export const KEEP_ON_SHOW = 50;
/** Document 3 §7: page size; a newer batch this large may hide a gap below it. */
export const PAGE_SIZE = 20;
/**
 * Rows kept while the reader scrolls down through older pages. Beyond it the newest rows are
 * dropped (scroll anchoring keeps the reader's place) and the load button turns into reload,
 * so an endless manual scroll holds a few hundred rows, not thousands.
 */
export const MAX_ROWS = 400;

export interface FeedState {
  ids: string[];
  /** Newer posts not yet shown, newest first; at most KEEP_ON_SHOW ids. */
  queued: string[];
  /** How many new posts wait (may exceed `queued.length`). */
  newCount: number;
  /** The newest id seen, for `since_id` (polling and catch-up after a reconnect). */
  newestId: string | null;
  /** Where the next older page starts; null before the first page. */
  older: PageParams | null;
  bottomedOut: boolean;
  /** A gap may lie between the newest posts and the list: the button reloads instead. */
  flushMarker: boolean;
  phase: 'loading' | 'ready' | 'error';
  error: unknown;
  loadingOlder: boolean;
  olderError: unknown;
  /** When new posts were last shown, for the 1 s click block. */
  shownAt: number;
  /** Whether older pages start at the last shown item id (false for favourites and bookmarks). */
  pagesByItemId: boolean;
}

export type FeedAction =
  | { type: 'reload' }
  | { type: 'firstPage'; ids: string[]; next: PageParams | null }
  | { type: 'firstPageFailed'; error: unknown }
  | { type: 'olderStarted' }
  | { type: 'olderPage'; ids: string[]; next: PageParams | null }
  | { type: 'olderFailed'; error: unknown }
  | {
      type: 'newer';
      /** Newest first. */
      ids: string[];
      /**
       * 'stream' posts arrive one by one; 'poll' and 'catchUp' are pages of up to 20; 'own' is
       * the viewer's new post, which must not move `since_id` past posts not yet fetched.
       */
      source: 'stream' | 'poll' | 'catchUp' | 'own';
      /** The reader is within 15 px of the top, not paused, and the posts may show by themselves. */
      autoShow: boolean;
      now: number;
    }
  | { type: 'showNew'; now: number }
  | { type: 'removed'; id: string };

export function initialFeedState(pagesByItemId = true): FeedState {
  return {
    ids: [],
    queued: [],
    newCount: 0,
    newestId: null,
    older: null,
    bottomedOut: false,
    flushMarker: false,
    phase: 'loading',
    error: null,
    loadingOlder: false,
    olderError: null,
    shownAt: 0,
    pagesByItemId,
  };
}

function newest(a: string | null, b: string | undefined): string | null {
  if (b === undefined) return a;
  return a === null || compareIds(b, a) > 0 ? b : a;
}

/** Keeps the first `keep` ids; older pages then start below the last kept one. */
function trimmed(state: FeedState, ids: string[], keep: number): Partial<FeedState> {
  if (ids.length <= keep || !state.pagesByItemId) return { ids };
  const kept = ids.slice(0, keep);
  return { ids: kept, older: { max_id: kept[kept.length - 1] }, bottomedOut: false };
}

/**
 * Keeps the newest `keep` ids of a list that pages by item id; older pages then start below
 * the last kept one (the notifications list trims so when it is marked seen).
 */
export function keepNewest(state: FeedState, keep: number): FeedState {
  if (state.ids.length <= keep) return state;
  const kept = state.ids.slice(0, keep);
  return { ...state, ids: kept, older: { max_id: kept[kept.length - 1] }, bottomedOut: false };
}

/** Shows the queue above the list, keeping 50 (document 2 §4). */
function showQueued(state: FeedState, extra: string[], now: number): FeedState {
  const merged = [...extra, ...state.queued, ...state.ids];
  return {
    ...state,
    ...trimmed(state, merged, KEEP_ON_SHOW),
    queued: [],
    newCount: 0,
    shownAt: now,
  };
}

export function feedReducer(state: FeedState, action: FeedAction): FeedState {
  switch (action.type) {
    case 'reload':
      return initialFeedState(state.pagesByItemId);
    case 'firstPage':
      return {
        ...state,
        phase: 'ready',
        error: null,
        ids: action.ids,
        newestId: newest(state.newestId, action.ids[0]),
        older: action.next,
        // An empty first page has nothing older either.
        bottomedOut: action.ids.length === 0 || action.next === null,
      };
    case 'firstPageFailed':
      return { ...state, phase: 'error', error: action.error };
    case 'olderStarted':
      return { ...state, loadingOlder: true, olderError: null };
    case 'olderFailed':
      return { ...state, loadingOlder: false, olderError: action.error };
    case 'olderPage': {
      const known = new Set(state.ids);
      const fresh = action.ids.filter((id) => !known.has(id));
      const all = fresh.length > 0 ? [...state.ids, ...fresh] : state.ids;
      const overflow = all.length - MAX_ROWS;
      return {
        ...state,
        loadingOlder: false,
        ids: overflow > 0 ? all.slice(overflow) : all,
        flushMarker: state.flushMarker || overflow > 0,
        older: action.next ?? state.older,
        // Bottomed out when an older fetch returns no posts (document 2 §4).
        bottomedOut: action.ids.length === 0 || action.next === null,
      };
    }
    case 'newer': {
      const known = new Set([...state.ids, ...state.queued]);
      const fresh: string[] = [];
      for (const id of action.ids) {
        if (known.has(id)) continue;
        known.add(id);
        fresh.push(id);
      }
      // Every fetched id counts for since_id, even one already shown (the viewer's own post).
      const newestId =
        action.source === 'own'
          ? state.newestId
          : action.ids.reduce<string | null>(newest, state.newestId);
      if (fresh.length === 0) return newestId === state.newestId ? state : { ...state, newestId };
      // Keep newest first whatever order a page or the stream gave.
      fresh.sort((a, b) => compareIds(b, a));
      // A full page of newer posts over a non-empty list may not reach down to the list:
      // queue them and turn the button into 'reload' rather than show a hole.
      const gap =
        action.source !== 'stream' && action.ids.length >= PAGE_SIZE && state.ids.length > 0;
      if (gap) {
        return {
          ...state,
          newestId,
          flushMarker: true,
          queued: [...fresh, ...state.queued].slice(0, KEEP_ON_SHOW),
          newCount: state.newCount + fresh.length,
        };
      }
      if (action.autoShow && !state.flushMarker)
        return { ...showQueued(state, fresh, action.now), newestId };
      return {
        ...state,
        newestId,
        queued: [...fresh, ...state.queued].slice(0, KEEP_ON_SHOW),
        newCount: state.newCount + fresh.length,
      };
    }
    case 'showNew':
      if (state.newCount === 0 && !state.flushMarker) return state;
      // With the flush marker the owner reloads instead; see `wantsReload`.
      if (state.flushMarker) return state;
      return showQueued(state, [], action.now);
    case 'removed': {
      const inQueue = state.queued.includes(action.id);
      if (!inQueue) return state;
      return {
        ...state,
        queued: state.queued.filter((id) => id !== action.id),
        newCount: Math.max(0, state.newCount - 1),
      };
    }
  }
}
