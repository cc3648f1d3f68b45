import { notifyManager, QueryClient } from '@tanstack/react-query';
import { isApiError } from '../api';

export function createQueryClient(): QueryClient {
  // TanStack Query tells components of a cache change in a setTimeout(0) by default: a
  // favourite's optimistic change then rendered a task after the click, usually a frame after
  // the click's own render (38.6 ms at 4x, against Akkoma-FE's 18.5). A microtask still batches
  // every change one task makes, and still inside the click's event, so React renders the pressed
  // state before the frame is painted (docs/decisions.md, issue 28).
  notifyManager.setScheduler(queueMicrotask);
  return new QueryClient({
    defaultOptions: {
      queries: {
        refetchOnWindowFocus: false,
        // Offline, a query still runs: its network error lets saved data stand in (issue 27),
        // where a paused query would spin until the network returned.
        networkMode: 'always',
        // Retrying a 4xx or a rate limit only makes things worse; network blips get one retry.
        retry: (count, error) =>
          count < 1 &&
          (!isApiError(error) || error.kind === 'network' || error.kind === 'unavailable'),
      },
    },
  });
}
