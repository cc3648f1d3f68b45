import { useTranslation } from '../../i18n/useTranslation';

/** The settings modal's content; loaded as its own chunk on first open. The areas arrive with the settings work. */
export function SettingsModal() {
  const { t } = useTranslation();
  return <p>{t('settings.coming')}</p>;
}
