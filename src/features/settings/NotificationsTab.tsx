import { useTranslation } from '../../i18n/useTranslation';
import { AccountOptionList } from './AccountOptionControls';
import { BooleanPreference, SettingsSection } from './PreferenceControls';
import {
  usePreference,
  usePreferencesStore,
  type NotificationVisibility,
} from '../../core/preferences/preferences';
import { useServerFeatures } from '../../core/instance/useServerFeatures';
import { usePushKey } from '../../core/instance/pushKey';
import { NotOffered } from './NotOffered';
import { offeredFilters } from '../notifications';

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
  const types = offeredFilters(server);
  // Without a push key (the instance's, or the app registration's on Mastodon before 4.3) a
  // subscription cannot be made, so the switch would do nothing.
  const pushKey = usePushKey();
  // offeredFilters leaves out moves off the Pleroma family and reactions where there are none.
  const trimmed = !server.pleromaApi || !server.reactions || !pushKey;
  return (
    <>
      {trimmed && <NotOffered />}
      <SettingsSection title={t('settings.section.notification_types')}>
        <VisibilityChecks types={types} />
      </SettingsSection>
      {pushKey && (
        <SettingsSection title={t('settings.section.notification_push')}>
          <BooleanPreference name="webPushNotifications" />
        </SettingsSection>
      )}
      {server.pleromaApi && (
        <SettingsSection title={t('settings.section.notification_server')}>
          <AccountOptionList names={['blockNotificationsFromStrangers', 'webPushHideContents']} />
        </SettingsSection>
      )}
    </>
  );
}
