import type { StateStorage } from 'zustand/middleware';
import { scopedStorageName } from './accountList';
import { useSessionStore } from './sessionStore';

/** The storage scope of the active account ('' when signed out, or for the first account). */
export function activeStorageScope(): string {
  const { accounts, activeKey } = useSessionStore.getState();
  return accounts.find((a) => a.key === activeKey)?.scope ?? '';
}

/**
 * A storage whose keys belong to the active account: client preferences and drafts are kept
 * per account (issue 16), each under `<name><scope>`.
 */
export function accountScoped(base: Storage): StateStorage {
  const keyOf = (name: string) => scopedStorageName(name, activeStorageScope());
  return {
    getItem: (name) => base.getItem(keyOf(name)),
    setItem: (name, value) => base.setItem(keyOf(name), value),
    removeItem: (name) => base.removeItem(keyOf(name)),
  };
}
