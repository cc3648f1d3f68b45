import { useTranslation } from '../../i18n/useTranslation';
import { StatusDialog } from './StatusDialog';

/** Stands in for the report modal of the profiles issue until it lands. */
export default function ReportDialog({ name, onClose }: { name: string; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <StatusDialog title={t('status.report_title', { name })} onClose={onClose}>
      <p>{t('status.report_placeholder')}</p>
    </StatusDialog>
  );
}
