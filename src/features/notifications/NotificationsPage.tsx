import { i18n } from '../../i18n/i18n';
import text from '../../i18n/locales/en/notifications.json';
import { useTranslation } from '../../i18n/useTranslation';
import { usePageTitle } from '../../ui/usePageTitle';
import { NotificationsPanel } from './NotificationsPanel';
import './notifications.css';

i18n.extendResources('en', text);

/** /{username}/notifications: the panel as a page (the list is the signed-in user's). */
export function NotificationsPage() {
  const { t } = useTranslation();
  usePageTitle(t('notifications.title'));
  return <NotificationsPanel heading headingLevel={1} />;
}
