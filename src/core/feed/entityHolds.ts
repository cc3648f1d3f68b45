import { hashKey, QueryObserver, type QueryClient, type QueryKey } from '@tanstack/react-query';

interface Hold {
  count: number;
  observer: QueryObserver;
  release: () => void;
}

const holdsByClient = new WeakMap<QueryClient, Map<string, Hold>>();

/**
 * Keeps query-cache entries alive while some feed holds their ids. The query cache drops an
 * entry no component observes after its gc time; a feed off screen still holds the ids, so each
 * held entry gets one idle observer (never fetching), shared by every feed holding it.
 */
export function holdEntity(queryClient: QueryClient, key: QueryKey): void {
  let holds = holdsByClient.get(queryClient);
  if (!holds) {
    holds = new Map();
    holdsByClient.set(queryClient, holds);
  }
  const hash = hashKey(key);
  const hold = holds.get(hash);
  if (hold) {
    hold.count += 1;
    // After a cleared cache (account switch) the entry is a new query: the observer moves to it.
    hold.observer.setOptions({ queryKey: key, enabled: false });
    return;
  }
  const observer = new QueryObserver(queryClient, { queryKey: key, enabled: false });
  holds.set(hash, { count: 1, observer, release: observer.subscribe(() => undefined) });
}

/** Lets go of one hold; the last one lets the cache collect the entry as usual. */
export function releaseEntity(queryClient: QueryClient, key: QueryKey): void {
  const holds = holdsByClient.get(queryClient);
  const hash = hashKey(key);
  const hold = holds?.get(hash);
  if (!holds || !hold) return;
  hold.count -= 1;
  if (hold.count > 0) return;
  holds.delete(hash);
  hold.release();
}

/** How many entries are held (tests, and the memory bound). */
export function heldEntityCount(queryClient: QueryClient): number {
  return holdsByClient.get(queryClient)?.size ?? 0;
}
