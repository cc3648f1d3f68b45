import type { QueryClient } from '@tanstack/react-query';
import { api } from '../../core/client';
import { onReconnect, watchConnection } from '../../core/offline/offlineState';
import { forgetRemovedAccounts } from '../../core/offline/watchAccounts';
import { tookSavedSession } from '../../core/offline/savedSession';
import { signInFromStoredToken } from '../../core/session/signInFromStoredToken';

/**
 * Issue 27: follows the connection, refreshes without a reload when it returns, and removes
 * what was saved for an account when the account goes.
 */
export function followConnection(queryClient: QueryClient): void {
  watchConnection();
  forgetRemovedAccounts();
  onReconnect(() => {
    // Conversations and profiles shown from saved data read the server again.
    void queryClient.invalidateQueries();
    if (!tookSavedSession()) return;
    // The account and instance came from saved data: verified and read again now.
    void signInFromStoredToken().catch(() => undefined);
    void import('../../core/instance/reloadInstanceData').then((m) => m.reloadInstanceData(api));
  });
}
