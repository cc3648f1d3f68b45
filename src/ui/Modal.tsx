import { Minus, Square } from 'lucide-react';
import { useId, useLayoutEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from '../i18n/useTranslation';
import { useFocusReturn, closeOnCancel } from './useModalDialog';
import './modal.css';
import { CloseButton } from './CloseButton';

interface ModalProps {
  title: string;
  /** visible: a modal dialog; minimized: a bar at the bottom that can be peeked open again. */
  state: 'visible' | 'minimized';
  onPeek: () => void;
  onClose: () => void;
  children: ReactNode;
}

export function Modal({ title, state, onPeek, onClose, children }: ModalProps) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  // Opened in the task that draws it: after the paint, a key pressed in the first frame would
  // land on the page behind (the media viewer lost arrows that way).
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (dialog.open) dialog.close();
    if (state === 'visible') dialog.showModal();
    else dialog.show();
  }, [state]);
  // Focus goes back to the opener when the modal goes (issue 17).
  useFocusReturn();

  return (
    <dialog
      ref={ref}
      className={`modal modal--${state}`}
      aria-labelledby={titleId}
      onCancel={closeOnCancel(onClose)}
    >
      <div className="modal__header">
        <h2 id={titleId}>{title}</h2>
        <div className="modal__controls">
          <button
            type="button"
            className="icon-button"
            aria-label={
              state === 'visible' ? t('modal.minimize', { title }) : t('modal.restore', { title })
            }
            onClick={onPeek}
          >
            {state === 'visible' ? (
              <Minus aria-hidden="true" size={18} />
            ) : (
              <Square aria-hidden="true" size={16} />
            )}
          </button>
          <CloseButton label={t('modal.close', { title })} onClick={onClose} />
        </div>
      </div>
      <div className="modal__body" hidden={state === 'minimized'}>
        {children}
      </div>
    </dialog>
  );
}
