import './statusExtras.css';
import { useTranslation } from '../../i18n/useTranslation';
import { Spinner } from '../../ui/Spinner';
import { StatusArticle } from './StatusArticle';
import { useStatus } from './useStatus';

/** The replied-to status in a popover (document 2 §8: status.status_unavailable on failure). */
export default function StatusPopover({ id }: { id: string }) {
  const { t } = useTranslation();
  const { data, isError, isPending } = useStatus(id);
  return (
    <div className="status-popover" role="tooltip">
      {isPending ? (
        <Spinner label={t('status.loading')} />
      ) : isError || !data ? (
        <p>{t('status.status_unavailable')}</p>
      ) : (
        <StatusArticle id={id} inConversation />
      )}
    </div>
  );
}
