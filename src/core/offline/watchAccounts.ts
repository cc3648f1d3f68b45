import { useSessionStore } from '../session/sessionStore';
import { dropPendingReading } from './readingNotes';

/**
 * An account leaves the list (logout, removal, a token the server refused): what was saved for
 * it goes with it, and nothing noted for it is written afterwards.
 */
export function forgetRemovedAccounts(): void {
  useSessionStore.subscribe((state, before) => {
    if (state.accounts === before.accounts) return;
    const kept = new Set(state.accounts.map((a) => a.key));
    const gone = before.accounts.filter((a) => !kept.has(a.key)).map((a) => a.key);
    if (gone.length === 0) return;
    void dropPendingReading()
      .then(() => import('./forgetAccount'))
      .then(({ forgetAccountData }) => Promise.all(gone.map(forgetAccountData)));
  });
}
