import { useTranslation } from '../../i18n/useTranslation';
import { AccountOptionList } from './AccountOptionControls';
import { BooleanPreference, SettingsSection } from './PreferenceControls';
import {
  usePreference,
  usePreferencesStore,
  type NotificationVisibility,
} from '../../core/preferences/preferences';
import { useServerFeatures } from '../../core/instance/useServerFeatures';
import { NotOffered } from './NotOffered';
import { offeredNotificationTypes } from './offeredOptions';
import { NOTIFICATION_FILTERS } from '../notifications';

function VisibilityChecks({ types }: { types: (keyof NotificationVisibility)[] }) {
  const { t } = useTranslation();
  const visibility = usePreference('notificationVisibility');
  const set = usePreferencesStore((s) => s.set);
  return (
    <>
      {types.map((type) => (
        <label key={type} className="settings-check">
          <input
            type="checkbox"
            checked={visibility[type]}
            onChange={(e) =>
              set({ notificationVisibility: { ...visibility, [type]: e.target.checked } })
            }
          />
          <span>{t(`settings.notification_type.${type}`)}</span>
        </label>
      ))}
    </>
  );
}

/** Which notification types show, and the server's notification settings. */
export function NotificationsTab() {
  const { t } = useTranslation();
  // Hiding push contents and blocking strangers are Pleroma's notification_settings call.
  const server = useServerFeatures();
  const types = offeredNotificationTypes(NOTIFICATION_FILTERS, server);
  const trimmed = !server.pleromaApi || types.length < NOTIFICATION_FILTERS.length;
  return (
    <>
      {trimmed && <NotOffered />}
      <SettingsSection title={t('settings.section.notification_types')}>
        <VisibilityChecks types={types} />
      </SettingsSection>
      <SettingsSection title={t('settings.section.notification_push')}>
        <BooleanPreference name="webPushNotifications" />
      </SettingsSection>
      {server.pleromaApi && (
        <SettingsSection title={t('settings.section.notification_server')}>
          <AccountOptionList names={['blockNotificationsFromStrangers', 'webPushHideContents']} />
        </SettingsSection>
      )}
    </>
  );
}
