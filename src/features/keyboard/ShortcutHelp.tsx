import { Fragment, useId } from 'react';
import { i18n } from '../../i18n/i18n';
import text from '../../i18n/locales/en/keyboard.json';
import { useTranslation } from '../../i18n/useTranslation';
import { useModalDialog, closeOnCancel } from '../../ui/useModalDialog';
import { helpRows } from './keymap';
import '../../ui/modal.css';
import './keyboard.css';
import { CloseButton } from '../../ui/CloseButton';

// The help's English text arrives with its chunk, not with the first visit (budget).
i18n.extendResources('en', text);

/** The list of every shortcut (issue 17), opened by '?' or the help buttons. */
export function ShortcutHelp({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const ref = useModalDialog();
  const titleId = useId();
  const introId = useId();
  return (
    <dialog
      ref={ref}
      className="modal shortcut-help"
      aria-labelledby={titleId}
      aria-describedby={introId}
      onCancel={closeOnCancel(onClose)}
    >
      <div className="modal__header">
        <h2 id={titleId}>{t('shortcuts.title')}</h2>
        <CloseButton label={t('shortcuts.close')} onClick={onClose} />
      </div>
      {/* Scrolls on small screens: a Tab stop, so arrow keys can scroll it (axe). */}
      <div className="modal__body" tabIndex={0}>
        <p id={introId}>{t('shortcuts.intro')}</p>
        <table className="shortcut-help__table">
          <thead>
            <tr>
              <th scope="col">{t('shortcuts.key_column')}</th>
              <th scope="col">{t('shortcuts.action_column')}</th>
            </tr>
          </thead>
          <tbody>
            {helpRows().map(({ action, sequences }) => (
              <tr key={action}>
                <td>
                  {sequences.map((keys, i) => (
                    <Fragment key={keys.join(' ')}>
                      {i > 0 && ' / '}
                      {keys.map((key, k) => (
                        <Fragment key={key}>
                          {k > 0 && ` ${t('shortcuts.then')} `}
                          <kbd>{key}</kbd>
                        </Fragment>
                      ))}
                    </Fragment>
                  ))}
                </td>
                <td>{t(`shortcuts.actions.${action}`)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </dialog>
  );
}
