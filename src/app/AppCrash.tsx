import { useTranslation } from '../i18n/useTranslation';

/**
 * The app-level fallback: reached only when something outside every column fails (the router,
 * the layout). A reload starts over; stored drafts and settings are kept.
 */
export function AppCrash() {
  const { t } = useTranslation();
  return (
    <main className="app-crash" role="alert">
      <h1>{t('common.error_generic')}</h1>
      <p>{t('common.app_failed')}</p>
      <button type="button" className="button button--primary" onClick={() => location.reload()}>
        {t('common.reload_page')}
      </button>
    </main>
  );
}
