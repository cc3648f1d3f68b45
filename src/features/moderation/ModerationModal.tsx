import { useEffect } from 'react';
import { pageCountOf } from '../../core/feed/numberedPagesState';
import { useNumberedFeed } from '../../core/feed/useNumberedFeed';
import { i18n } from '../../i18n/i18n';
import text from '../../i18n/locales/en/moderation.json';
import { useTranslation } from '../../i18n/useTranslation';
import { Spinner } from '../../ui/Spinner';
import { errorText } from './errorText';
import { ReportCard } from './ReportCard';
import { REPORT_FILTERS, REPORTS_PAGE_SIZE } from './reportRules';
import { useReport, useReportsFeed } from './useReportsFeed';
import './moderation.css';

i18n.extendResources('en', text);

function ReportRow({ id }: { id: string }) {
  const report = useReport(id);
  return report ? (
    <li>
      <ReportCard report={report} />
    </li>
  ) : null;
}

/**
 * The moderation modal's content (document 2 §2): reports by state, a numbered page at a time.
 * Loaded as its own chunk on first open; the 60 s poll refreshes the same feed in place.
 */
export function ModerationModal() {
  const { t } = useTranslation();
  const feed = useReportsFeed();
  const { query: filter, page, total, ids, phase, error } = useNumberedFeed(feed);

  // First open: show what the poll already holds, else load the first page of open reports.
  useEffect(() => {
    if (feed.getState().phase === 'idle') void feed.refresh();
    // Closing the modal leaves the reports worked on: the next load may drop them.
    return () => feed.letGo();
  }, [feed]);

  const pages = pageCountOf(total, REPORTS_PAGE_SIZE);

  return (
    <div className="moderation">
      <div className="moderation__filters" role="group" aria-label={t('moderation.filter_label')}>
        {REPORT_FILTERS.map((f) => (
          <button
            key={f}
            type="button"
            className="button"
            aria-pressed={filter === f}
            onClick={() => void feed.show(f, 1)}
          >
            {t(`moderation.filter.${f}`)}
          </button>
        ))}
      </div>

      {(phase === 'loading' || phase === 'idle') && <Spinner label={t('moderation.loading')} />}
      {phase === 'error' && (
        <div role="alert" className="moderation__error">
          <p>{t('moderation.load_failed', { error: errorText(error, t) })}</p>
          <button type="button" className="button" onClick={() => void feed.refresh()}>
            {t('moderation.retry')}
          </button>
        </div>
      )}
      {phase === 'ready' && (
        <>
          <p className="moderation__count" aria-live="polite">
            {t('moderation.count', { count: total })}
          </p>
          {ids.length === 0 ? (
            <p className="moderation__empty">{t('moderation.empty')}</p>
          ) : (
            <ul className="moderation__list">
              {ids.map((id) => (
                <ReportRow key={id} id={id} />
              ))}
            </ul>
          )}
          {pages > 1 && (
            <nav className="moderation__pager" aria-label={t('moderation.pages')}>
              <button
                type="button"
                className="button"
                disabled={page <= 1}
                onClick={() => void feed.show(filter, page - 1)}
              >
                {t('moderation.previous')}
              </button>
              <span>{t('moderation.page_of', { page, pages })}</span>
              <button
                type="button"
                className="button"
                disabled={page >= pages}
                onClick={() => void feed.show(filter, page + 1)}
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
