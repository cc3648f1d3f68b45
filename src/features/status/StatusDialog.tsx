import { X } from 'lucide-react';
import './statusExtras.css';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/useTranslation';

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
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => dialog?.close();
  }, []);
  return (
    <dialog
      ref={ref}
      className="modal status-dialog"
      aria-labelledby={titleId}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
    >
      <div className="modal__header">
        <h2 id={titleId}>{title}</h2>
        <button
          type="button"
          className="icon-button"
          aria-label={t('status.close')}
          onClick={onClose}
        >
          <X aria-hidden="true" size={18} />
        </button>
      </div>
      <div className="modal__body">{children}</div>
    </dialog>
  );
}
