import { isApiError } from '../../api';
import { useTranslation } from '../../i18n/useTranslation';
import { Link } from '../../ui/router';

/**
 * Why a conversation could not be shown. A missing post (servers answer 404 for deleted and
 * for private posts alike) says so with a way back; any other failure reads as the spec's
 * "Error fetching ..." words with a retry, never as a bare status code.
 */
export function ConversationError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  if (isApiError(error) && error.kind === 'not-found')
    return (
      <div className="error-message" role="alert">
        <p>{t('conversation.not_found')}</p>
        <Link to="/" className="button">
          {t('conversation.back_to_timeline')}
        </Link>
      </div>
    );
  return (
    <div className="error-message" role="alert">
      <p>{t('conversation.fetch_error')}</p>
      <button type="button" className="button" onClick={onRetry}>
        {t('common.retry')}
      </button>
    </div>
  );
}
