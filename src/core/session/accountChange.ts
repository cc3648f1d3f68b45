import { scopedStorageName } from './accountList';
import { activeStorageScope } from './accountStorage';

/**
 * The active account changed (issue 16: a switch, the last sign-out, a visitor choosing an
 * instance). Areas that keep client state per account subscribe here, so the session needs to
 * know none of them (issue 26).
 */
type AccountChangeListener = () => void;

const listeners = new Set<AccountChangeListener>();

/** Returns a function that ends the subscription (for tests and hot reload). */
export function onAccountChange(listener: AccountChangeListener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Called by the session in the same tick as the change, after the server data went. */
export function announceAccountChange(): void {
  for (const listener of listeners) listener();
}

/** What a Zustand store made with `persist` over `accountScoped` storage offers. */
export interface PerAccountStore<T> {
  setState: (state: T, replace: true) => void;
  getInitialState: () => T;
  persist: {
    getOptions: () => { name?: string };
    rehydrate: () => Promise<void> | void;
  };
}

/** A store kept per account reads the new account's copy, or starts empty when it has none. */
export function reloadPerAccount<T>(store: PerAccountStore<T>): void {
  const name = store.persist.getOptions().name ?? '';
  if (localStorage.getItem(scopedStorageName(name, activeStorageScope())) === null)
    store.setState(store.getInitialState(), true);
  else void store.persist.rehydrate();
}

/** Keeps a per-account store in step with the active account from now on. */
export function followActiveAccount<T>(store: PerAccountStore<T>): () => void {
  return onAccountChange(() => reloadPerAccount(store));
}
