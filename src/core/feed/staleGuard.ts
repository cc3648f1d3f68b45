/**
 * The one guard against stale answers: a request takes a ticket when it starts, and its answer
 * is applied only if nothing invalidated the feed (a reload, a filter change, eviction) since.
 */
export interface StaleGuard {
  /** Returns whether the answer of the request started now may still be applied. */
  ticket(): () => boolean;
  /** Every ticket taken so far goes stale. */
  invalidate(): void;
}

export function createStaleGuard(): StaleGuard {
  let generation = 0;
  return {
    ticket() {
      const taken = generation;
      return () => taken === generation;
    },
    invalidate() {
      generation += 1;
    },
  };
}
