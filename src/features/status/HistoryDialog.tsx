import { useQuery } from '@tanstack/react-query';
import { fetchStatusHistory, type Status } from '../../api';
import { useTranslation } from '../../i18n/useTranslation';
import { ErrorMessage } from '../../ui/ErrorMessage';
import { RelativeTime } from '../../ui/RelativeTime';
import { Spinner } from '../../ui/Spinner';
import { htmlToReact } from '../../ui/html/htmlToReact';
import { api } from '../../core/client';
import { StatusDialog } from './StatusDialog';

/** The edit history modal; its title counts edits as history length minus 1 (document 2 §2). */
export default function HistoryDialog({
  status,
  onClose,
}: {
  status: Status;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const query = useQuery({
    queryKey: ['status', status.id, 'history', status.edited_at],
    queryFn: () => fetchStatusHistory(api, status.id, status),
  });
  const edits = Math.max((query.data?.length ?? 1) - 1, 0);
  return (
    <StatusDialog title={t('status.history_title', { count: edits })} onClose={onClose}>
      {query.isPending ? (
        <Spinner label={t('status.history_loading')} />
      ) : query.isError ? (
        <ErrorMessage error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <ol className="status-history">
          {[...query.data].reverse().map((version, i) => (
            <li key={version.id}>
              <p className="status__line">
                {i === query.data.length - 1 ? t('status.history_original') : t('status.edited')}{' '}
                <RelativeTime iso={version.created_at} />
              </p>
              {version.summary && <p className="status__summary">{version.summary}</p>}
              <div className="status__text">
                {htmlToReact(version.raw_html, { emojis: version.emojis })}
              </div>
            </li>
          ))}
        </ol>
      )}
    </StatusDialog>
  );
}
