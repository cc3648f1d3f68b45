import { useQueryClient } from '@tanstack/react-query';
import type { Status } from '../../api';
import { statusKey } from '../../core/statusCache';
import { useTranslation } from '../../i18n/useTranslation';
import { useNewPostsAnnouncement } from '../keyboard';
import type { TimelineController } from './timelineController';
import { loadButtonMode, type FeedState } from '../../core/feed';
import { useOfflineStore } from '../../core/offline/offlineState';
import { useKeepInTimeline } from './useKeepInTimeline';

/** The header's load button: the count of new posts, 'reload' after a gap, or 'up to date'. */
export function LoadNewButton({
  controller,
  state,
}: {
  controller: TimelineController;
  state: FeedState;
}) {
  const { t } = useTranslation();
  const keep = useKeepInTimeline(controller.timeline);
  const queryClient = useQueryClient();
  // A queued post the reader's filters leave out would show as nothing: it is not counted.
  const count =
    state.newCount -
    state.queued.filter((id) => {
      const status = queryClient.getQueryData<Status>(statusKey(id));
      return status && !keep(status);
    }).length;
  const mode = loadButtonMode(state, count);
  useNewPostsAnnouncement(count);
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
        ? t('timeline.show_new', { count })
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
