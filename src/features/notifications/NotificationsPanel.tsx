import { CheckCheck } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { ErrorMessage } from '../../ui/ErrorMessage';
import { Spinner } from '../../ui/Spinner';
import { usePreference } from '../../core/preferences/preferences';
import { useSessionStore } from '../../core/session/sessionStore';
import { useNeedsServer } from '../../core/offline/useNeedsServer';
import { useNotificationBadge } from './badgeStore';
import { olderStep, shownItems } from './listRules';
import { NotificationFilter } from './NotificationFilter';
import { NotificationItem } from './NotificationItem';
import { loadOlder, markSeen, useNotificationsFeed } from './notificationActions';
import { useNotificationsView } from './useNotificationsView';

interface NotificationsPanelProps {
  /** Mobile and minimal placements have no heading (document 2 §2). */
  heading: boolean;
  headingLevel?: 1 | 2 | 3;
}

/** Heading with the unseen badge, read button and filter; the list; 'load older' footer. */
export function NotificationsPanel({ heading, headingLevel = 2 }: NotificationsPanelProps) {
  const { t } = useTranslation();
  const feed = useNotificationsFeed();
  const { state, items: loaded, seenShown } = useNotificationsView(feed);
  const unseen = useNotificationBadge((s) => s.unseen);
  const visibility = usePreference('notificationVisibility');
  const viewerId = useSessionStore((s) => s.user?.id ?? null);
  const headingId = useId();
  const needsServer = useNeedsServer();
  const items = shownItems(loaded, seenShown, visibility);
  const step = olderStep(loaded, seenShown, state.bottomedOut, visibility);
  const H = headingLevel === 1 ? 'h1' : headingLevel === 2 ? 'h2' : 'h3';
  const tools = (
    <div className="notifications-panel__tools">
      {unseen > 0 && (
        <button type="button" className="button button--small" onClick={() => void markSeen()}>
          <CheckCheck aria-hidden="true" size={16} /> {t('notifications.read')}
        </button>
      )}
      <NotificationFilter />
    </div>
  );
  return (
    <section
      className="notifications-panel"
      aria-labelledby={heading ? headingId : undefined}
      aria-label={heading ? undefined : t('notifications.title')}
    >
      {heading ? (
        <header className="notifications-panel__heading">
          <div className="notifications-panel__title-row">
            <H id={headingId} className="notifications-panel__title">
              {t('notifications.title')}
            </H>
            {unseen > 0 && (
              <span className="badge notifications-panel__badge">
                <span aria-hidden="true">{unseen}</span>
                <span className="visually-hidden">
                  {t('notifications.unseen_count', { count: unseen })}
                </span>
              </span>
            )}
          </div>
          {tools}
        </header>
      ) : (
        <div className="notifications-panel__heading notifications-panel__heading--bare">
          {tools}
        </div>
      )}
      {state.phase === 'loading' ? (
        <div className="notifications-panel__state">
          <Spinner label={t('notifications.loading')} />
        </div>
      ) : state.phase === 'error' && needsServer ? (
        // Offline with nothing saved: say why, not "Failed to connect" (issue 27).
        <p className="notifications-panel__state" role="status">
          {needsServer}
        </p>
      ) : state.phase === 'error' ? (
        <ErrorMessage error={state.error} onRetry={() => feed.reload()} />
      ) : items.length === 0 && step !== 'fetch' ? (
        <p className="notifications-panel__state">{t('notifications.empty')}</p>
      ) : (
        <ul className="notifications-panel__list" aria-label={t('notifications.title')}>
          {items.map((n) => (
            <NotificationItem key={n.id} n={n} viewerId={viewerId} />
          ))}
        </ul>
      )}
      {state.phase === 'ready' && (
        <footer className="notifications-panel__footer">
          {step === 'none' ? (
            <p>{t('notifications.no_more')}</p>
          ) : step === 'fetch' && needsServer ? (
            // The timeline footer's wording: what is loaded can still be revealed (issue 27).
            <p>{t('offline.older_needs_server')}</p>
          ) : (
            <button
              type="button"
              className="button"
              disabled={state.loadingOlder}
              onClick={loadOlder}
            >
              {t('notifications.load_older')}
            </button>
          )}
        </footer>
      )}
    </section>
  );
}
