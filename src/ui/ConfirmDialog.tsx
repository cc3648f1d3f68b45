import { useId } from 'react';
import { useModalDialog, closeOnCancel } from './useModalDialog';
import './modal.css';
import './confirmDialog.css';

interface ConfirmDialogProps {
  title: string;
  body: string;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
}

/** A modal yes/no question; Escape and the cancel button both say no. */
export function ConfirmDialog({
  title,
  body,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const ref = useModalDialog();
  const titleId = useId();
  const bodyId = useId();
  return (
    <dialog
      ref={ref}
      className="modal ui-confirm"
      role="alertdialog"
      aria-labelledby={titleId}
      aria-describedby={bodyId}
      onCancel={closeOnCancel(onCancel)}
    >
      <div className="modal__header">
        <h2 id={titleId}>{title}</h2>
      </div>
      <div className="modal__body">
        <p id={bodyId}>{body}</p>
        <div className="ui-confirm__actions">
          <button type="button" className="button" onClick={onCancel}>
            {cancelLabel}
          </button>
          <button type="button" className="button button--primary" onClick={onConfirm}>
            {confirmLabel}
          </button>
        </div>
      </div>
    </dialog>
  );
}
