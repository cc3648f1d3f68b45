import { onLogin } from '../session/loginEffects';

/** Reports polling for staff (document 1 §4); its code loads only when a staff member signs in. */
export function registerModerationEffects(): void {
  onLogin('reportsPolling', () => import('./reportsPolling').then((m) => m.startReportsPolling()));
}
