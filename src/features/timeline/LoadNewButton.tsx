import { useTranslation } from '../../i18n/useTranslation';
import { useNewPostsAnnouncement } from '../keyboard';
import type { TimelineController } from './timelineController';
import { loadButtonMode, type FeedState } from '../../core/feed';
import { useOfflineStore } from '../../core/offline/offlineState';

/** The header's load button: the count of new posts, 'reload' after a gap, or 'up to date'. */
export function LoadNewButton({
  controller,
  state,
}: {
  controller: TimelineController;
  state: FeedState;
}) {
  const { t } = useTranslation();
  const mode = loadButtonMode(state);
  useNewPostsAnnouncement(state.newCount);
  const offline = useOfflineStore((s) => s.offline);
  if (state.phase === 'loading') return null;
  // Offline, new posts cannot come: the button says so rather than fail (issue 27).
  if (offline)
    return (
      <button
        type="button"
        className="button timeline__load"
        disabled
        title={t('offline.needs_server')}
      >
        {t('offline.short')}
      </button>
    );
  const label =
    mode === 'reload'
      ? t('timeline.reload')
      : mode === 'show'
        ? t('timeline.show_new', { count: state.newCount })
        : t('timeline.up_to_date');
  return (
    <button
      type="button"
      className={`button timeline__load${mode === 'upToDate' ? '' : ' button--primary'}`}
      disabled={mode === 'upToDate'}
      aria-keyshortcuts="."
      onClick={() => controller.showNew()}
    >
      {label}
    </button>
  );
}
