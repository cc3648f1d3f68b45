import './statusExtras.css';
import { useId, type ReactNode } from 'react';
import { useModalDialog, closeOnCancel } from '../../ui/useModalDialog';
import { useTranslation } from '../../i18n/useTranslation';
import { CloseButton } from '../../ui/CloseButton';

/** A plain modal dialog for the status's secondary views (history, edit, report). */
export function StatusDialog({
  title,
  onClose,
  children,
}: {
  title: string;
  onClose: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const ref = useModalDialog();
  const titleId = useId();
  return (
    <dialog
      ref={ref}
      className="modal status-dialog"
      aria-labelledby={titleId}
      onCancel={closeOnCancel(onClose)}
    >
      <div className="modal__header">
        <h2 id={titleId}>{title}</h2>
        <CloseButton label={t('status.close')} onClick={onClose} />
      </div>
      <div className="modal__body">{children}</div>
    </dialog>
  );
}
