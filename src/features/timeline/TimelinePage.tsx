import { useEffect } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { useLocation } from 'react-router';
import type { TimelineName } from '../../api';
import { usePageTitle } from '../../ui/usePageTitle';
import { rememberTimeline } from '../layout/lastTimelineStore';
import { Timeline } from './Timeline';

export function TimelinePage({ timeline }: { timeline: TimelineName }) {
  const { t } = useTranslation();
  const title = t(`timeline.names.${timeline}`);
  usePageTitle(title);
  const { pathname } = useLocation();
  useEffect(() => rememberTimeline(pathname), [pathname]);
  return (
    <section className="panel" aria-labelledby="timeline-heading">
      <header className="panel__heading">
        <h1 id="timeline-heading">{title}</h1>
      </header>
      <Timeline key={timeline} timeline={timeline} />
    </section>
  );
}
