import { lazy, Suspense, useEffect, useLayoutEffect, useRef, type MouseEvent } from 'react';
import type { Status, TimelineName } from '../../api';
import { useTranslation } from '../../i18n/useTranslation';
import { ErrorMessage } from '../../ui/ErrorMessage';
import { Spinner } from '../../ui/Spinner';
import { markFirstStatusPainted } from './firstStatusMark';
import {
  clicksBlocked,
  isNearTop,
  isPaused,
  isTypingTarget,
  LOAD_OLDER_WITHIN_PX,
  shouldAutoShow,
} from './loadingRules';
import { readPreference } from './readPreference';
import type { TimelineController } from './timelineController';
import { TimelineItem } from './TimelineItem';
import type { FeedState } from '../../core/feed';
import { useFirstScreenRows } from './useFirstScreenRows';
import { usePreparedBodies } from './usePreparedBodies';
import { ROW_ATTRIBUTE, useRowWindow } from './useRowWindow';
import { usePreference } from '../../core/preferences/preferences';
import { useOfflineStore } from '../../core/offline/offlineState';
import { PendingPostsSlot } from '../outbox';
import { inHiddenPage } from '../../ui/hiddenPage';
import './timeline.css';

// Loaded with the home timeline only, so other timelines and visitors never fetch it.
const HomePositionSaver = lazy(() => import('./readingPosition/HomePositionSaver'));

interface TimelineProps {
  timeline: TimelineName;
  controller: TimelineController;
  state: FeedState;
  /** Accessible name of the feed. */
  label: string;
  /** The filter rule every row follows, read once for the timeline (`useKeepInTimeline`). */
  keep: (status: Status) => boolean;
}

/** Brings the top of the list into view when the reader was below it. */
function scrollToTop(feed: HTMLElement | null): void {
  if (feed && feed.getBoundingClientRect().top < 0) feed.scrollIntoView({ block: 'start' });
}

export function Timeline({ timeline, controller, state, label, keep }: TimelineProps) {
  const { t } = useTranslation();
  const feedRef = useRef<HTMLDivElement>(null);
  const endRef = useRef<HTMLDivElement>(null);
  const { ids, phase, loadingOlder, olderError, bottomedOut, shownAt } = state;
  const { rows, drawn, filling } = useFirstScreenRows(ids, feedRef);
  // Without virtual scrolling every row stays in the document, however far away.
  const virtualScrolling = usePreference('virtualScrolling');
  // While rows off-screen are still joining the window a few a frame, the feed is busy.
  const { slices, gapAfter, settling } = useRowWindow(rows, feedRef, virtualScrolling);
  // Rows join the window a few a frame: their bodies are converted before, in idle time.
  usePreparedBodies(ids);

  // Whether the page is within 15 px of its top, kept from scroll events: reading the position
  // on each stream batch instead forced a style and layout pass of the whole list right after
  // the batch's DOM writes (issue 7).
  const nearTopRef = useRef<boolean | null>(null);
  useEffect(() => {
    // The page scrolled while the timeline is hidden under a conversation is not this one.
    const onScroll = () => {
      if (!inHiddenPage(feedRef.current)) nearTopRef.current = isNearTop(window.scrollY);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      nearTopRef.current = null;
    };
  }, []);

  // In the commit that put the first rows into the document, as the floor page marks right
  // after writing its rows: a passive effect ran only after that commit's paint, a frame late.
  useLayoutEffect(() => {
    if (ids.length > 0) markFirstStatusPainted();
  }, [ids.length]);

  // Whether posts may show by themselves: at the top, tab not paused, streaming on (§4).
  useEffect(() => {
    controller.setAutoShowProbe((own) => {
      const feed = feedRef.current;
      // Hidden under a conversation, posts wait behind the button: back finds the rows in place.
      if (!feed || inHiddenPage(feed)) return false;
      return shouldAutoShow({
        streaming: own || readPreference('streaming'),
        // Until the first scroll event, read the position once.
        nearTop: nearTopRef.current ?? isNearTop(window.scrollY),
        paused: isPaused(document.visibilityState === 'hidden', readPreference('pauseOnUnfocused')),
      });
    });
    return () => controller.setAutoShowProbe(() => false);
  }, [controller]);

  // The '.' key shows new posts, except while typing (document 2 §2).
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== '.' || event.ctrlKey || event.metaKey || event.altKey) return;
      if (isTypingTarget(event.target as HTMLElement | null)) return;
      if (inHiddenPage(feedRef.current)) return;
      controller.showNew();
      scrollToTop(feedRef.current);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [controller]);

  // Showing new posts moved the list under the pointer: new posts scroll into view.
  useEffect(() => {
    if (shownAt > 0) scrollToTop(feedRef.current);
  }, [shownAt]);

  // Load older when the end comes within 750 px of the viewport (document 2 §9).
  // Not while the first screen's rows wait for the rest: the end would look near.
  // Offline, older pages cannot come: the footer says so instead (issue 27).
  const offline = useOfflineStore((s) => s.offline);
  const canLoadOlder =
    phase === 'ready' && !bottomedOut && !loadingOlder && !olderError && !filling && !offline;
  useEffect(() => {
    const end = endRef.current;
    if (!end || !canLoadOlder) return;
    const io = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) controller.loadOlder();
      },
      { rootMargin: `0px 0px ${LOAD_OLDER_WITHIN_PX}px 0px` },
    );
    io.observe(end);
    return () => io.disconnect();
  }, [controller, canLoadOlder, ids.length]);

  // For 1 s after new posts were shown, clicks inside the list do nothing (document 2 §4).
  const blockClicks = (event: MouseEvent) => {
    if (!clicksBlocked(Date.now(), shownAt)) return;
    event.preventDefault();
    event.stopPropagation();
  };

  // Home shows the outbox's posts at its top, whether or not its page could be read (issue 27).
  const pending = timeline === 'friends' ? <PendingPostsSlot /> : null;
  if (phase === 'loading')
    return (
      <>
        {pending}
        <Spinner label={t('timeline.loading')} />
      </>
    );
  if (phase === 'error')
    return (
      <>
        {pending}
        <ErrorMessage error={state.error} onRetry={() => controller.reload()} />
      </>
    );

  const setSize = bottomedOut ? ids.length : -1;
  return (
    <>
      {pending}
      {controller.keepsReadingPosition && (
        <Suspense fallback={null}>
          <HomePositionSaver feedRef={feedRef} />
        </Suspense>
      )}
      {/* A feed must hold articles (axe aria-required-children): an empty timeline's list is a
          plain box until its first post, and the footer says it is empty. */}
      <div
        ref={feedRef}
        {...(rows.length > 0
          ? { role: 'feed', 'aria-busy': loadingOlder || filling || settling, 'aria-label': label }
          : {})}
        className="timeline"
        onClickCapture={blockClicks}
      >
        {/* One flat list of keyed children, so a row keeps its element as the window moves. */}
        {slices.flatMap(({ from, to, gapBefore }) => [
          ...(gapBefore > 0 ? [<RowGap key={`gap-${from}`} height={gapBefore} />] : []),
          ...rows.slice(from, Math.min(to, drawn)).map((id, offset) => (
            <div key={id} {...{ [ROW_ATTRIBUTE]: id }}>
              <TimelineItem
                id={id}
                timeline={timeline}
                position={from + offset + 1}
                setSize={setSize}
                keep={keep}
              />
            </div>
          )),
        ])}
        {gapAfter > 0 && <RowGap height={gapAfter} />}
      </div>
      <div ref={endRef} className="timeline__footer">
        {loadingOlder ? (
          <Spinner label={t('timeline.loading_older')} />
        ) : olderError && !offline ? (
          // Offline, the reason below says more than the network error a retry cannot mend.
          <ErrorMessage error={olderError} onRetry={() => controller.loadOlder()} />
        ) : ids.length === 0 ? (
          <p>{t('timeline.no_statuses')}</p>
        ) : bottomedOut ? (
          <p>{t('timeline.no_more_statuses')}</p>
        ) : offline ? (
          <p>{t('offline.older_needs_server')}</p>
        ) : (
          <button type="button" className="button" onClick={() => controller.loadOlder()}>
            {t('timeline.load_older')}
          </button>
        )}
      </div>
    </>
  );
}

/** Rows far from the viewport stand as one empty box of their height (issue 28). */
function RowGap({ height }: { height: number }) {
  return <div aria-hidden="true" style={{ height }} />;
}
