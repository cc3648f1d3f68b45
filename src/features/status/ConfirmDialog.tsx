import { useEffect, useId, useRef } from 'react';
import './statusExtras.css';
import { useTranslation } from '../../i18n/useTranslation';

interface ConfirmDialogProps {
  title: string;
  body: string;
  accept: string;
  onAccept: () => void;
  onCancel: () => void;
}

/** The confirmation dialog (document 2 §2): cancel and accept. */
export default function ConfirmDialog({
  title,
  body,
  accept,
  onAccept,
  onCancel,
}: ConfirmDialogProps) {
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
      className="modal confirm-dialog"
      aria-labelledby={titleId}
      onCancel={(e) => {
        e.preventDefault();
        onCancel();
      }}
    >
      <div className="modal__body">
        <h2 id={titleId}>{title}</h2>
        <p>{body}</p>
        <div className="confirm-dialog__buttons">
          <button type="button" className="button" onClick={onCancel}>
            {t('status.confirm.cancel')}
          </button>
          <button type="button" className="button button--primary" onClick={onAccept}>
            {accept}
          </button>
        </div>
      </div>
    </dialog>
  );
}
