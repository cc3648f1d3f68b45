import type { QueryClient } from '@tanstack/react-query';
import { onLogin } from '../../core/session/loginEffects';

/**
 * Reports polling for staff (document 1 §4), started at the first staff sign-in only:
 * visitors and members never download it.
 */
export function registerModerationEffects(queryClient: QueryClient): void {
  onLogin('reportsPolling', () => {
    void import('./reportsPolling').then((m) => m.startReportsPolling(queryClient));
  });
}
