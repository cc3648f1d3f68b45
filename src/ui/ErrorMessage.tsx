import { useTranslation } from '../i18n/useTranslation';
import { isApiError, isMissingCall } from '../api/errors';

interface ErrorMessageProps {
  error: unknown;
  onRetry?: () => void;
}

/**
 * An error in place of content: the spec's wording for API errors, and a retry. A call the
 * server does not have at all says so in words, without a status code or a retry that cannot
 * help (issue 25).
 */
export function ErrorMessage({ error, onRetry }: ErrorMessageProps) {
  const { t } = useTranslation();
  if (isMissingCall(error))
    return (
      <div className="info-message" role="note">
        <p>{t('common.not_offered')}</p>
      </div>
    );
  const message = isApiError(error)
    ? t(error.messageKey, error.messageArgs)
    : t('common.error_generic');
  return (
    <div className="error-message" role="alert">
      <p>{message}</p>
      {onRetry && (
        <button type="button" className="button" onClick={onRetry}>
          {t('common.retry')}
        </button>
      )}
    </div>
  );
}
