import { useNeedsServer } from '../../core/offline/useNeedsServer';
import { useTranslation } from '../../i18n/useTranslation';
import { ErrorMessage } from '../../ui/ErrorMessage';
import { LoadMoreButton, type MorePages } from '../../ui/LoadMoreButton';

/**
 * Under a notifications list: why the older page failed, with "Try again", or "Load more"
 * while the server has more.
 */
export function OlderPageFooter({
  error,
  onRetry,
  pages,
}: {
  error: unknown;
  onRetry: () => void;
  pages: MorePages;
}) {
  const { t } = useTranslation();
  const needsServer = useNeedsServer();
  if (error) return <ErrorMessage error={error} onRetry={onRetry} />;
  if (!pages.hasNextPage) return null;
  return (
    <div className="notifications-panel__footer">
      <LoadMoreButton needsServer={needsServer} pages={pages} label={t('interactions.load_more')} />
    </div>
  );
}
