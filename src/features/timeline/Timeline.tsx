import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Virtuoso } from 'react-virtuoso';
import type { TimelineName } from '../../api';
import { ErrorMessage } from '../../ui/ErrorMessage';
import { Spinner } from '../../ui/Spinner';
import { StatusArticle } from '../status/StatusArticle';
import { markFirstStatusPainted } from './firstStatusMark';
import { useTimeline } from './useTimeline';
import './timeline.css';

export function Timeline({ timeline }: { timeline: TimelineName }) {
  const { t } = useTranslation();
  const query = useTimeline(timeline);
  const ids = useMemo(() => {
    // Pages can overlap when new posts arrive between fetches; show each status once.
    const seen = new Set<string>();
    return (query.data?.pages ?? []).flatMap((p) => p.ids).filter((id) => !seen.has(id) && (seen.add(id), true));
  }, [query.data]);

  useEffect(() => {
    if (ids.length > 0) markFirstStatusPainted();
  }, [ids.length]);

  if (query.isPending) return <Spinner label={t('timeline.loading')} />;
  if (query.isError && ids.length === 0) {
    return <ErrorMessage error={query.error} onRetry={() => void query.refetch()} />;
  }

  const footer = () => (
    <div className="timeline__footer">
      {query.isFetchingNextPage ? (
        <Spinner label={t('timeline.loading_older')} />
      ) : query.isFetchNextPageError ? (
        <ErrorMessage error={query.error} onRetry={() => void query.fetchNextPage()} />
      ) : ids.length === 0 ? (
        <p>{t('timeline.no_statuses')}</p>
      ) : query.hasNextPage ? (
        <button type="button" className="button" onClick={() => void query.fetchNextPage()}>
          {t('timeline.load_older')}
        </button>
      ) : (
        <p>{t('timeline.no_more_statuses')}</p>
      )}
    </div>
  );

  return (
    <div role="feed" aria-busy={query.isFetching} aria-label={t(`timeline.names.${timeline}`)} className="timeline">
      <Virtuoso
        useWindowScroll
        data={ids}
        computeItemKey={(_, id) => id}
        increaseViewportBy={{ top: 600, bottom: 800 }}
        itemContent={(index, id) => <StatusArticle id={id} position={index + 1} />}
        endReached={() => {
          if (query.hasNextPage && !query.isFetchingNextPage && !query.isFetchNextPageError) void query.fetchNextPage();
        }}
        components={{ Footer: footer }}
      />
    </div>
  );
}
