import { useTranslation } from '../../i18n/useTranslation';
import { statusErrorMessage, useStatusErrorStore } from './statusErrorStore';
import { CloseButton } from '../../ui/CloseButton';

/** The dismissable error a failed action leaves on its status (document 2 §2, §4). */
export function StatusErrorBanner({ id }: { id: string }) {
  const { t } = useTranslation();
  const error = useStatusErrorStore((s) => s.errors[id]);
  const clear = useStatusErrorStore((s) => s.clear);
  if (!error) return null;
  return (
    <div className="status__error" role="alert">
      <span>{statusErrorMessage(error, t)}</span>
      <CloseButton label={t('status.dismiss_error')} onClick={() => clear(id)} size={16} />
    </div>
  );
}
