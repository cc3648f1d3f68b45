import { create } from 'zustand';

export interface SessionState {
  /** Origin of the instance the client talks to; same origin when served as the instance's frontend. */
  instanceUrl: string;
  token: string | null;
}

export const useSessionStore = create<SessionState>(() => ({
  instanceUrl: typeof window === 'undefined' ? 'http://localhost' : window.location.origin,
  token: null,
}));
