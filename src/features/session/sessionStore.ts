import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { AppCredentials, User } from '../../api';

export interface SessionState {
  /** Origin of the instance the client talks to; same origin when served as the instance's frontend. */
  instanceUrl: string;
  token: string | null;
  /** The signed-in user, once the token was verified. */
  user: User | null;
  /** This client's OAuth app on the instance, registered once and kept for later sign-ins. */
  app: AppCredentials | null;
  /** Set while a sign-in is verified and its effects start (document 1 §4, Login effects). */
  loggingIn: boolean;
}

export const SESSION_STORAGE_KEY = 'petrel:session';

export const useSessionStore = create<SessionState>()(
  persist(
    () => ({
      instanceUrl: typeof window === 'undefined' ? 'http://localhost' : window.location.origin,
      token: null as string | null,
      user: null as User | null,
      app: null as AppCredentials | null,
      loggingIn: false as boolean,
    }),
    {
      name: SESSION_STORAGE_KEY,
      storage: createJSONStorage(() => localStorage),
      // The user record is refetched at start-up; only the credentials are kept.
      partialize: (s) => ({ token: s.token, app: s.app }),
    },
  ),
);

export function useViewer() {
  const user = useSessionStore((s) => s.user);
  return {
    signedIn: user !== null,
    role: user?.role ?? ('member' as const),
    locked: user?.locked ?? false,
    username: user?.screen_name ?? '',
    user,
  };
}
