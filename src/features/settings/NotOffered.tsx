import { useTranslation } from '../../i18n/useTranslation';

/** Said once on a tab where settings were left out because the server lacks the calls. */
export function NotOffered() {
  const { t } = useTranslation();
  return (
    <p className="settings-hint" role="note">
      {t('settings.not_offered')}
    </p>
  );
}
