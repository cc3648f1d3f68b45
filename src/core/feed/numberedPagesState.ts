/**
 * The loading rules of a list read by numbered pages with a total (Pleroma's admin reports:
 * `page`/`page_size`, answered with `{total, reports}`), where the Link-header feed pages by
 * cursors. One page is shown at a time; the rows are ids, their entities live in the query cache.
 */
export interface NumberedPagesState<Q> {
  /** What the server filters by (a report state); a new one starts again at page 1. */
  query: Q;
  /** The page shown, from 1. */
  page: number;
  /** How many items match the query on the server, by its last answer. */
  total: number;
  ids: string[];
  /** `idle`: nothing asked yet; a refresh keeps `ready` (no spinner over the rows shown). */
  phase: 'idle' | 'loading' | 'ready' | 'error';
  /** The last failed load; a failed refresh keeps the rows shown. */
  error: unknown;
  /**
   * Rows being worked on (a report whose state was just changed): they stay where they were
   * on a refresh even when the server no longer lists them there, until let go.
   */
  kept: string[];
}

export type NumberedPagesAction<Q> =
  | { type: 'show'; query: Q; page: number }
  | { type: 'loaded'; ids: string[]; total: number }
  | { type: 'failed'; error: unknown }
  | { type: 'keep'; id: string }
  | { type: 'letGo' };

export function initialNumberedPages<Q>(query: Q): NumberedPagesState<Q> {
  return { query, page: 1, total: 0, ids: [], phase: 'idle', error: null, kept: [] };
}

export function pageCountOf(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/**
 * A fresh page with the kept rows put back where they were shown, so a row does not vanish
 * under the hand changing it; a kept row the fresh page still holds is not repeated.
 */
export function withKeptRows(
  fresh: readonly string[],
  shown: readonly string[],
  kept: readonly string[],
): string[] {
  const ids = [...fresh];
  shown.forEach((id, index) => {
    if (!kept.includes(id) || ids.includes(id)) return;
    ids.splice(Math.min(index, ids.length), 0, id);
  });
  return ids;
}

/** Kept rows the fresh page no longer lists (their entity may be read elsewhere). */
export function keptElsewhere(
  fresh: readonly string[],
  shown: readonly string[],
  kept: readonly string[],
): string[] {
  return shown.filter((id) => kept.includes(id) && !fresh.includes(id));
}

export function numberedPagesReducer<Q>(
  state: NumberedPagesState<Q>,
  action: NumberedPagesAction<Q>,
): NumberedPagesState<Q> {
  switch (action.type) {
    case 'show': {
      const moving = action.query !== state.query || action.page !== state.page;
      if (moving)
        return {
          ...state,
          query: action.query,
          page: action.page,
          ids: [],
          kept: [],
          phase: 'loading',
          error: null,
        };
      // The same page again: a refresh in place, unless nothing is shown yet.
      return state.phase === 'ready' ? state : { ...state, phase: 'loading', error: null };
    }
    case 'loaded':
      return {
        ...state,
        ids: withKeptRows(action.ids, state.ids, state.kept),
        total: action.total,
        phase: 'ready',
        error: null,
      };
    case 'failed':
      return { ...state, error: action.error, phase: state.phase === 'ready' ? 'ready' : 'error' };
    case 'keep':
      return state.kept.includes(action.id)
        ? state
        : { ...state, kept: [...state.kept, action.id] };
    case 'letGo':
      return state.kept.length === 0 ? state : { ...state, kept: [] };
  }
}
