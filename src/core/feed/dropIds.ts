import type { FeedState } from './feedState';

/** Takes matching posts out of a timeline, shown and queued alike (document 2 §4 unfollow). */
export function dropIds(state: FeedState, test: (id: string) => boolean): FeedState {
  const ids = state.ids.filter((id) => !test(id));
  const queued = state.queued.filter((id) => !test(id));
  if (ids.length === state.ids.length && queued.length === state.queued.length) return state;
  return {
    ...state,
    ids,
    queued,
    newCount: Math.max(0, state.newCount - (state.queued.length - queued.length)),
  };
}
