import { createContext, useContext } from 'react';
import type { Status } from '../../api/entities';

/**
 * The newest copy of the status a frame shows. Its content is memoised past changes of the
 * action fields (`sameContent`), so the parts showing those fields (action bar, reactions,
 * stats) read the copy from here: React re-renders context readers inside a memoised subtree,
 * and a favourite then redraws them alone (issue 28). A context, not a cache subscription each,
 * so mounting a row costs no more query observers.
 */
export const LiveStatusContext = createContext<Status | null>(null);

/** The newest copy of `drawn` from its frame, or `drawn` itself outside one. */
export function useLiveStatus(drawn: Status): Status {
  const live = useContext(LiveStatusContext);
  return live !== null && live.id === drawn.id ? live : drawn;
}
