import type { User } from '../../api';
import { useSessionStore } from '../session/sessionStore';
import { REPORTS_POLL_MS } from './reportRules';
import { useReportsStore } from './reportsStore';

let timer: ReturnType<typeof setInterval> | null = null;
let unsubscribe: (() => void) | null = null;

const isStaff = (user: User | null) => user?.role === 'admin' || user?.role === 'moderator';

export function stopReportsPolling(): void {
  if (timer !== null) clearInterval(timer);
  timer = null;
  unsubscribe?.();
  unsubscribe = null;
  useReportsStore.getState().clear();
}

/**
 * Document 1 §4 and §9: after sign-in, admins and moderators have their reports fetched at
 * once and every 60 s. It stops by itself when the user signs out or loses the role.
 */
export function startReportsPolling(): void {
  if (timer !== null) return;
  void useReportsStore.getState().refresh();
  timer = setInterval(() => void useReportsStore.getState().refresh(), REPORTS_POLL_MS);
  unsubscribe = useSessionStore.subscribe((s) => {
    if (!isStaff(s.user)) stopReportsPolling();
  });
}
