import { useTranslation } from '../../i18n/useTranslation';
import { useInstanceStore } from '../../core/instance/instanceStore';
import { SettingsSection } from './PreferenceControls';

declare const __APP_VERSION__: string | undefined;

/** Client and server versions, for bug reports. */
export function VersionTab() {
  const { t } = useTranslation();
  const settings = useInstanceStore((s) => s.settings);
  const client = typeof __APP_VERSION__ === 'string' ? __APP_VERSION__ : '0.1.0';
  return (
    <SettingsSection title={t('settings.section.version')}>
      <dl className="settings-facts">
        <dt>{t('settings.version.client')}</dt>
        <dd>Petrel {client}</dd>
        <dt>{t('settings.version.backend')}</dt>
        <dd>{settings?.backendVersion || t('settings.version.unknown')}</dd>
        <dt>{t('settings.version.instance')}</dt>
        <dd>{settings?.name || settings?.server || t('settings.version.unknown')}</dd>
      </dl>
    </SettingsSection>
  );
}
