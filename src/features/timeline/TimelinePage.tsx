import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import type { TimelineName } from '../../api';
import { useTranslation } from '../../i18n/useTranslation';
import { usePageTitle } from '../../ui/usePageTitle';
import { rememberTimeline } from '../layout/lastTimelineStore';
import { timelineLinks, type TimelineLink } from '../layout/navRules';
import { useInstanceStore } from '../instance/instanceStore';
import { useViewer } from '../session/sessionStore';
import { Timeline } from './Timeline';

function useVisibleToViewer(timeline: TimelineName): boolean {
  const viewer = useViewer();
  const settings = useInstanceStore((s) => s.settings);
  if (viewer.signedIn || !settings) return true;
  return (timelineLinks(viewer, settings) as string[]).includes(timeline as TimelineLink);
}

export function TimelinePage({ timeline }: { timeline: TimelineName }) {
  const { t } = useTranslation();
  const title = t(`timeline.names.${timeline}`);
  usePageTitle(title);
  const { pathname } = useLocation();
  useEffect(() => rememberTimeline(pathname), [pathname]);
  const visible = useVisibleToViewer(timeline);
  return (
    <section className="panel" aria-labelledby="timeline-heading">
      <header className="panel__heading">
        <h1 id="timeline-heading">{title}</h1>
      </header>
      {visible ? (
        <Timeline key={timeline} timeline={timeline} />
      ) : (
        // The instance keeps this timeline for its members (private mode or restricted visibility).
        <div className="panel__body timeline__closed">
          <p>{t('timeline.sign_in_to_see')}</p>
          <Link to="/login" className="button button--primary">
            {t('nav.login')}
          </Link>
        </div>
      )}
    </section>
  );
}
