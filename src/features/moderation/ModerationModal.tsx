import { useTranslation } from '../../i18n/useTranslation';

/** The moderation modal's content; loaded as its own chunk on first open. */
export function ModerationModal() {
  const { t } = useTranslation();
  return <p>{t('moderation.coming')}</p>;
}
