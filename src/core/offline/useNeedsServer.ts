import { useTranslation } from '../../i18n/useTranslation';
import { useOfflineStore } from './offlineState';

/**
 * Offline, a control that needs the server says so instead of failing (issue 27 item 3):
 * the reason to show (as its title, so it becomes the accessible description) while the
 * server cannot be reached, `undefined` otherwise. Actions the outbox keeps are not for this.
 */
export function useNeedsServer(): string | undefined {
  const { t } = useTranslation();
  const offline = useOfflineStore((s) => s.offline);
  return offline ? t('offline.needs_server') : undefined;
}
