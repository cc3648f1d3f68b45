import { useTranslation } from '../../i18n/useTranslation';
import { useNoticesStore } from '../../core/notices/noticesStore';
import './notices.css';

/**
 * The global notice list: dismissible alerts with a level (document 1 §2, App layout). It is
 * left out of the kept first screen: a notice of the last visit (a request cut off as the page
 * closed) would push the cover's rows down, and they would move when the app's screen came.
 */
export function NoticeList() {
  const { t } = useTranslation();
  const notices = useNoticesStore((s) => s.notices);
  const dismiss = useNoticesStore((s) => s.dismiss);
  return (
    <div className="notices" aria-live="polite" data-unkept>
      {notices.map((n) => (
        <div
          key={n.id}
          className={`notice notice--${n.level}`}
          role={n.level === 'error' ? 'alert' : 'status'}
          data-stays={n.timeout === 0 || undefined}
        >
          <p>{t(n.messageKey, n.messageArgs)}</p>
          {n.action && (
            <button
              type="button"
              className="button button--primary button--small notice__action"
              onClick={n.action.run}
            >
              {t(n.action.labelKey)}
            </button>
          )}
          <button
            type="button"
            className="notice__dismiss"
            aria-label={t('notices.dismiss')}
            onClick={() => dismiss(n.id)}
          >
            <span aria-hidden="true">×</span>
          </button>
        </div>
      ))}
    </div>
  );
}
