import type { QueryClient } from '@tanstack/react-query';

/** What the first stage made and the app's start reuses (one cache, one language load). */
export interface BootState {
  queryClient: QueryClient;
  languageReady: Promise<void>;
  /** Settles when the first stage's rows were painted, or it painted nothing. */
  painted: Promise<void>;
}

let state: BootState | null = null;

export function setBootState(next: BootState): void {
  state = next;
}

export function bootState(): BootState | null {
  return state;
}
