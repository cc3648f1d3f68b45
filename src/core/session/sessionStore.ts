import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { AppCredentials, User } from '../../api';
import { readAccountList, type StoredAccount } from './accountList';
import { SESSION_STORAGE_KEY } from './sessionKey';

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
  /** Every account signed in on this browser, the active one included (issue 16). */
  accounts: StoredAccount[];
  /** The active account's key; its instance, token and app are the fields above. */
  activeKey: string | null;
  /** Not served by an instance: sign-in asks which instance (issue 16, standalone mode). */
  standalone: boolean;
  /** Goes up at each switch of account or instance; the app remounts on it (fresh views, sockets). */
  generation: number;
}

const ownOrigin = typeof window === 'undefined' ? 'http://localhost' : window.location.origin;

export const useSessionStore = create<SessionState>()(
  persist(
    () => ({
      instanceUrl: ownOrigin,
      token: null as string | null,
      user: null as User | null,
      app: null as AppCredentials | null,
      loggingIn: false as boolean,
      accounts: [] as StoredAccount[],
      activeKey: null as string | null,
      standalone: false as boolean,
      generation: 0,
    }),
    {
      name: SESSION_STORAGE_KEY,
      storage: createJSONStorage(() => localStorage),
      // The user record is refetched at start-up; only the credentials are kept. The instance
      // is kept only when it is another origin's (standalone): served by an instance, the
      // client always talks to the page's own origin.
      partialize: (s) => ({
        token: s.token,
        app: s.app,
        accounts: s.accounts,
        activeKey: s.activeKey,
        ...(s.instanceUrl !== ownOrigin ? { instanceUrl: s.instanceUrl } : {}),
      }),
      merge: (persisted, current) => {
        const kept = (persisted ?? {}) as Partial<SessionState>;
        const instanceUrl =
          typeof kept.instanceUrl === 'string' && /^https?:\/\//.test(kept.instanceUrl)
            ? kept.instanceUrl
            : current.instanceUrl;
        return {
          ...current,
          ...kept,
          instanceUrl,
          accounts: readAccountList(kept.accounts),
          standalone: instanceUrl !== ownOrigin,
        };
      },
    },
  ),
);

/**
 * A standalone client (issue 16) that has no instance yet: not signed in, and still pointed at
 * the page's own origin, which serves no API.
 */
export function needsInstanceChoice(
  state: Pick<SessionState, 'standalone' | 'instanceUrl' | 'token'>,
  ownOrigin: string,
): boolean {
  return state.standalone && state.token === null && state.instanceUrl === ownOrigin;
}

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
