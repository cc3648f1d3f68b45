import { onLogin } from '../../core/session/loginEffects';

/**
 * Reports polling for staff (document 1 §4): loading the module starts it, at the first staff
 * sign-in only; visitors and members never download it.
 */
export function registerModerationEffects(): void {
  onLogin('reportsPolling', () => {
    void import('./reportsPolling');
  });
}
