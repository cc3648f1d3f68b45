import { useCallback, useState } from 'react';
import {
  followCount,
  windowAround,
  withEarlier,
  withLater,
  type RenderWindow,
} from './renderWindow';

/**
 * The rendered part of a thread of `count` statuses in order, starting around `focusIndex`.
 * Starts again when `resetKey` changes (another highlighted status, a dive in the tree).
 */
export function useRenderWindow(
  count: number,
  focusIndex: number,
  resetKey: string,
): RenderWindow & { showEarlier: () => void; showLater: () => void } {
  const [state, setState] = useState(() => ({
    key: resetKey,
    count,
    window: windowAround(count, focusIndex),
  }));
  let current = state;
  if (state.key !== resetKey || state.count !== count) {
    current = {
      key: resetKey,
      count,
      window:
        state.key !== resetKey
          ? windowAround(count, focusIndex)
          : followCount(state.window, state.count, count),
    };
    setState(current);
  }
  const showEarlier = useCallback(
    () => setState((s) => ({ ...s, window: withEarlier(s.window) })),
    [],
  );
  const showLater = useCallback(
    () => setState((s) => ({ ...s, window: withLater(s.window, s.count) })),
    [],
  );
  return { ...current.window, showEarlier, showLater };
}
