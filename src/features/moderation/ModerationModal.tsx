import { useEffect } from 'react';
import { i18n } from '../../i18n/i18n';
import text from '../../i18n/locales/en/moderation.json';
import { useTranslation } from '../../i18n/useTranslation';
import { Spinner } from '../../ui/Spinner';
import { errorText } from './errorText';
import { ReportCard } from './ReportCard';
import { pageCount, REPORT_FILTERS, REPORTS_PAGE_SIZE } from './reportRules';
import { useReportsStore } from './reportsStore';
import './moderation.css';

i18n.extendResources('en', text);

/**
 * The moderation modal's content (document 2 §2): reports by state, a page at a time. Loaded
 * as its own chunk on first open; the 60 s poll keeps the same store fresh.
 */
export function ModerationModal() {
  const { t } = useTranslation();
  const { filter, page, data, status, error, show } = useReportsStore();

  // First open: show what the poll already holds, else load the first page of open reports.
  useEffect(() => {
    const state = useReportsStore.getState();
    if (state.status === 'idle') void state.show(state.filter, state.page);
    // Closing the modal leaves the reports worked on: the next load may drop them.
    return () => useReportsStore.getState().letGo();
  }, []);

  const pages = data ? pageCount(data.total, REPORTS_PAGE_SIZE) : 1;

  return (
    <div className="moderation">
      <div className="moderation__filters" role="group" aria-label={t('moderation.filter_label')}>
        {REPORT_FILTERS.map((f) => (
          <button
            key={f}
            type="button"
            className="button"
            aria-pressed={filter === f}
            onClick={() => void show(f, 1)}
          >
            {t(`moderation.filter.${f}`)}
          </button>
        ))}
      </div>

      {status === 'loading' && <Spinner label={t('moderation.loading')} />}
      {status === 'error' && (
        <div role="alert" className="moderation__error">
          <p>{t('moderation.load_failed', { error: errorText(error, t) })}</p>
          <button type="button" className="button" onClick={() => void show(filter, page)}>
            {t('moderation.retry')}
          </button>
        </div>
      )}
      {data && (
        <>
          <p className="moderation__count" aria-live="polite">
            {t('moderation.count', { count: data.total })}
          </p>
          {data.reports.length === 0 ? (
            <p className="moderation__empty">{t('moderation.empty')}</p>
          ) : (
            <ul className="moderation__list">
              {data.reports.map((report) => (
                <li key={report.id}>
                  <ReportCard report={report} />
                </li>
              ))}
            </ul>
          )}
          {pages > 1 && (
            <nav className="moderation__pager" aria-label={t('moderation.pages')}>
              <button
                type="button"
                className="button"
                disabled={page <= 1}
                onClick={() => void show(filter, page - 1)}
              >
                {t('moderation.previous')}
              </button>
              <span>{t('moderation.page_of', { page, pages })}</span>
              <button
                type="button"
                className="button"
                disabled={page >= pages}
                onClick={() => void show(filter, page + 1)}
              >
                {t('moderation.next')}
              </button>
            </nav>
          )}
        </>
      )}
    </div>
  );
}
