import { useQueryClient } from '@tanstack/react-query';
import type { Status } from '../../api';
import { statusKey } from '../../core/statusCache';
import { useTranslation } from '../../i18n/useTranslation';
import { useNewPostsAnnouncement } from '../keyboard';
import type { TimelineController } from './timelineController';
import type { FeedState } from '../../core/feed';
import { useOfflineStore } from '../../core/offline/offlineState';

/** The header's load button: the count of new posts, 'reload' after a gap, or 'up to date'. */
export function LoadNewButton({
  controller,
  state,
  keep,
}: {
  controller: TimelineController;
  state: FeedState;
  /** The timeline's filter rule, the one its rows follow (`useKeepInTimeline`). */
  keep: (status: Status) => boolean;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  // A queued post the reader's filters leave out would show as nothing: it is not counted.
  const count =
    state.newCount -
    state.queued.filter((id) => {
      const status = queryClient.getQueryData<Status>(statusKey(id));
      return status && !keep(status);
    }).length;
  // With the flush marker the button reloads (a gap may lie below the new posts).
  const upToDate = !state.flushMarker && count < 1;
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
  return (
    <button
      type="button"
      className={`button timeline__load${upToDate ? '' : ' button--primary'}`}
      disabled={upToDate}
      aria-keyshortcuts="."
      onClick={() => controller.showNew()}
    >
      {state.flushMarker
        ? t('timeline.reload')
        : upToDate
          ? t('timeline.up_to_date')
          : t('timeline.show_new', { count })}
    </button>
  );
}
