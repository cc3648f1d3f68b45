import { useEffect } from 'react';
import { i18n } from '../../i18n/i18n';
import text from '../../i18n/locales/en/notifications.json';
import { useNavigate } from '../../ui/router';
import { useInstanceStore } from '../../core/instance/instanceStore';
import { usePushKey } from '../../core/instance/pushKey';
import { useServerFeatures } from '../../core/instance/useServerFeatures';
import { usePreference } from '../../core/preferences/preferences';
import { useNotificationBadge } from './badgeStore';
import { useNotificationArrival } from './useNotificationArrival';
import { useTitleBadge } from './useTitleBadge';
import { pushAlerts } from './pushAlerts';
import { listenForOpenRequests, syncPushSubscription } from './webPush';
import './notifications.css';

i18n.extendResources('en', text);

import { MobileNotificationsDrawer } from './MobileNotificationsDrawer';
import { NotificationsPlacement, useThirdColumn } from './NotificationsPlacement';

/**
 * The signed-in notifications machinery, mounted once by the layout: arrival, the title and
 * favicon badge (unseen plus unread announcements) and the web-push subscription.
 */
function NotificationsRuntime({ unreadAnnouncements }: { unreadAnnouncements: number }) {
  const navigate = useNavigate();
  useNotificationArrival(navigate);
  const unseen = useNotificationBadge((s) => s.unseen);
  useTitleBadge(unseen + unreadAnnouncements);
  const webPush = usePreference('webPushNotifications');
  const vapidKey = usePushKey();
  const { pleromaApi, reactions } = useServerFeatures();
  // Waits for the instance: the app's key is known at once, the alerts only with the server.
  const instanceRead = useInstanceStore((s) => s.settings !== null);
  useEffect(() => {
    if (!instanceRead) return;
    void syncPushSubscription(webPush, vapidKey, pushAlerts({ pleromaApi, reactions }));
  }, [instanceRead, webPush, vapidKey, pleromaApi, reactions]);
  useEffect(() => listenForOpenRequests((path) => navigate(path)), [navigate]);
  useThirdColumn(usePreference('thirdColumnMode') !== 'none');
  return <MobileNotificationsDrawer />;
}

/** What the shell's slots render once this chunk is loaded. */
export function NotificationsPart({
  part,
  unreadAnnouncements,
}: {
  part: 'runtime' | 'column' | 'sidebar';
  unreadAnnouncements: number;
}) {
  return part === 'runtime' ? (
    <NotificationsRuntime unreadAnnouncements={unreadAnnouncements} />
  ) : (
    <NotificationsPlacement placement={part} />
  );
}
