import { useTranslation } from '../i18n/useTranslation';
import { isApiError } from '../api';

interface ErrorMessageProps {
  error: unknown;
  onRetry?: () => void;
}

/** An error in place of content: the spec's wording for API errors, and a retry. */
export function ErrorMessage({ error, onRetry }: ErrorMessageProps) {
  const { t } = useTranslation();
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
