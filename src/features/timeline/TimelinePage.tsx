import { useEffect, type ReactNode } from 'react';
import { Link, useLocation } from '../../ui/router';
import type { TimelineName, TimelineParams } from '../../api';
import { useTranslation } from '../../i18n/useTranslation';
import { usePageTitle } from '../../ui/usePageTitle';
import { rememberTimeline } from '../../core/layout/lastTimelineStore';
import { timelineLinks, type TimelineLink } from '../../core/layout/navRules';
import { useInstanceStore } from '../../core/instance/instanceStore';
import { useViewer } from '../../core/session/sessionStore';
import { LoadNewButton } from './LoadNewButton';
import { QuickSettings } from './QuickSettings';
import { Timeline } from './Timeline';
import { useKeepInTimeline } from './useKeepInTimeline';
import { useTimelineController } from './useTimelineController';

/** Why the timeline cannot be shown here, or null when it can. */
function useClosedReason(timeline: TimelineName): 'no_bubble' | 'members_only' | null {
  const viewer = useViewer();
  const settings = useInstanceStore((s) => s.settings);
  if (!settings) return null;
  // Without bubble instances there is no bubble timeline for anyone, signed in or not.
  if (timeline === 'bubble' && !settings.supports.bubbleTimeline) return 'no_bubble';
  if (viewer.signedIn) return null;
  // Only the public timelines can be kept from visitors; a hashtag's page asks the server.
  if (timeline !== 'public' && timeline !== 'publicAndExternal' && timeline !== 'bubble')
    return null;
  return (timelineLinks(viewer, settings) as string[]).includes(timeline as TimelineLink)
    ? null
    : 'members_only';
}

interface TimelinePageProps {
  timeline: TimelineName;
  params?: TimelineParams;
  /** Heading; the timeline's name by default. */
  title?: string;
  /** Extra header controls (the hashtag follow button). */
  actions?: ReactNode;
}

/** A timeline panel (document 2 §2): heading, load button, the list and its footer. */
export function TimelinePage({ timeline, params, title, actions }: TimelinePageProps) {
  const { t } = useTranslation();
  const heading = title ?? t(`timeline.names.${timeline}`);
  usePageTitle(heading);
  const { pathname } = useLocation();
  useEffect(() => rememberTimeline(pathname), [pathname]);
  const closed = useClosedReason(timeline);
  return (
    <section className="panel" aria-labelledby="timeline-heading">
      {!closed ? (
        <TimelinePanelBody
          timeline={timeline}
          params={params}
          heading={heading}
          actions={actions}
        />
      ) : (
        <>
          <header className="panel__heading">
            <h1 id="timeline-heading">{heading}</h1>
          </header>
          <div className="panel__body timeline__closed">
            {closed === 'no_bubble' ? (
              <p>{t('timeline.no_bubble')}</p>
            ) : (
              // The instance keeps this timeline for its members (private mode or restricted visibility).
              <>
                <p>{t('timeline.sign_in_to_see')}</p>
                <Link to="/login" className="button button--primary">
                  {t('nav.login')}
                </Link>
              </>
            )}
          </div>
        </>
      )}
    </section>
  );
}

function TimelinePanelBody({
  timeline,
  params,
  heading,
  actions,
}: {
  timeline: TimelineName;
  params?: TimelineParams;
  heading: string;
  actions?: ReactNode;
}) {
  const { controller, state } = useTimelineController(timeline, params);
  const keep = useKeepInTimeline(timeline);
  return (
    <>
      <header className="panel__heading timeline__heading">
        <h1 id="timeline-heading">{heading}</h1>
        <div className="timeline__actions">
          {actions}
          <QuickSettings />
          <LoadNewButton controller={controller} state={state} keep={keep} />
        </div>
      </header>
      <Timeline
        timeline={timeline}
        controller={controller}
        state={state}
        label={heading}
        keep={keep}
      />
    </>
  );
}

/**
 * A timeline without a page of its own, for the profile tabs (a user's posts, replies, media,
 * favourites): the load button above the list, no page heading.
 */
export function EmbeddedTimeline({
  timeline,
  params,
  label,
}: {
  timeline: TimelineName;
  params?: TimelineParams;
  label: string;
}) {
  const { controller, state } = useTimelineController(timeline, params);
  const keep = useKeepInTimeline(timeline);
  return (
    <div className="timeline__embedded">
      <div className="timeline__actions">
        <LoadNewButton controller={controller} state={state} keep={keep} />
      </div>
      <Timeline
        timeline={timeline}
        controller={controller}
        state={state}
        label={label}
        keep={keep}
      />
    </div>
  );
}
