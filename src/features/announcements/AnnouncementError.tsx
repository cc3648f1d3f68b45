import { isApiError } from '../../api';
import { useTranslation } from '../../i18n/useTranslation';
import { CloseButton } from '../../ui/CloseButton';

/** Document 1 §8: a failed post or edit shows the error text with a close control. */
export function AnnouncementError({ error, onClose }: { error: unknown; onClose: () => void }) {
  const { t } = useTranslation();
  if (!error) return null;
  const detail = isApiError(error)
    ? (error.serverMessage ?? t(error.messageKey, error.messageArgs))
    : String(error);
  return (
    <div className="announcement__error" role="alert">
      <p>{t('announcements.error', { error: detail })}</p>
      <CloseButton label={t('announcements.close_error')} onClick={onClose} />
    </div>
  );
}
