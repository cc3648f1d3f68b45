import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import type { TimelineName } from '../../api';
import { ErrorMessage } from '../../ui/ErrorMessage';
import { OffscreenCollapse } from '../../ui/OffscreenCollapse';
import { Spinner } from '../../ui/Spinner';
import { StatusArticle } from '../status/StatusArticle';
import { markFirstStatusPainted } from './firstStatusMark';
import { useTimeline } from './useTimeline';
import './timeline.css';

/** Document 2 §9: load older within 750 px of the bottom. */
const LOAD_OLDER_WITHIN_PX = 750;

export function Timeline({ timeline }: { timeline: TimelineName }) {
  const { t } = useTranslation();
  const query = useTimeline(timeline);
  const ids = useMemo(() => {
    // Pages can overlap when new posts arrive between fetches; show each status once.
    const seen = new Set<string>();
    return (query.data?.pages ?? [])
      .flatMap((p) => p.ids)
      .filter((id) => !seen.has(id) && (seen.add(id), true));
  }, [query.data]);

  const endRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (ids.length > 0) markFirstStatusPainted();
  }, [ids.length]);

  const { hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = query;
  // Load older when the end of the list comes within 750 px of the viewport (document 2 §9).
  useEffect(() => {
    const end = endRef.current;
    if (!end || !hasNextPage || isFetchingNextPage || isFetchNextPageError) return;
    const io = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) void fetchNextPage();
      },
      { rootMargin: `0px 0px ${LOAD_OLDER_WITHIN_PX}px 0px` },
    );
    io.observe(end);
    return () => io.disconnect();
  }, [hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage, ids.length]);

  if (query.isPending) return <Spinner label={t('timeline.loading')} />;
  if (query.isError && ids.length === 0) {
    return <ErrorMessage error={query.error} onRetry={() => void query.refetch()} />;
  }

  return (
    <>
      <div
        role="feed"
        aria-busy={query.isFetching}
        aria-label={t(`timeline.names.${timeline}`)}
        className="timeline"
      >
        {ids.map((id, index) => (
          <OffscreenCollapse key={id}>
            <StatusArticle id={id} position={index + 1} setSize={hasNextPage ? -1 : ids.length} />
          </OffscreenCollapse>
        ))}
      </div>
      <div ref={endRef} className="timeline__footer">
        {isFetchingNextPage ? (
          <Spinner label={t('timeline.loading_older')} />
        ) : isFetchNextPageError ? (
          <ErrorMessage error={query.error} onRetry={() => void fetchNextPage()} />
        ) : ids.length === 0 ? (
          <p>{t('timeline.no_statuses')}</p>
        ) : hasNextPage ? (
          <button type="button" className="button" onClick={() => void fetchNextPage()}>
            {t('timeline.load_older')}
          </button>
        ) : (
          <p>{t('timeline.no_more_statuses')}</p>
        )}
      </div>
    </>
  );
}
