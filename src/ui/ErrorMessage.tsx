import { useTranslation } from '../i18n/useTranslation';
import { isApiError, isMissingCall } from '../api';

interface ErrorMessageProps {
  error: unknown;
  onRetry?: () => void;
}

/**
 * An error in place of content: the spec's wording for API errors, and a retry. A call the
 * server does not have at all says so, since retrying will not help.
 */
export function ErrorMessage({ error, onRetry }: ErrorMessageProps) {
  const { t } = useTranslation();
  const message = isApiError(error)
    ? t(error.messageKey, error.messageArgs)
    : t('common.error_generic');
  return (
    <div className="error-message" role="alert">
      <p>{message}</p>
      {isMissingCall(error) && <p>{t('common.not_offered')}</p>}
      {onRetry && (
        <button type="button" className="button" onClick={onRetry}>
          {t('common.retry')}
        </button>
      )}
    </div>
  );
}
