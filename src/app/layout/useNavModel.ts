import { useInstanceStore } from '../../core/instance/instanceStore';
import {
  friendRequestsVisible,
  isAdmin,
  isStaff,
  searchVisible,
  timelineLinks,
  whoToFollowVisible,
  type TimelineLink,
} from '../../core/layout/navRules';
import { useViewer } from '../../core/session/sessionStore';
import { unreadCount } from '../../features/announcements/announcementRules';
import { useAnnouncements } from '../../features/announcements/useAnnouncements';
import { normaliseInstance } from '../../api';

const FALLBACK_INSTANCE = normaliseInstance({});

/** Which navigation entries this viewer gets on this instance; shared by sidebar, nav bars and drawer. */
export function useNavModel() {
  const viewer = useViewer();
  const instance = useInstanceStore((s) => s.settings) ?? FALLBACK_INSTANCE;
  const timelines: TimelineLink[] = timelineLinks(viewer, instance);
  const announcements = useAnnouncements();
  return {
    viewer,
    instance,
    timelines,
    lists: viewer.signedIn,
    interactions: viewer.signedIn,
    friendRequests: friendRequestsVisible(viewer),
    friendRequestCount: viewer.user?.follow_requests_count ?? 0,
    search: searchVisible(viewer, instance),
    whoToFollow: whoToFollowVisible(viewer, instance),
    announcements: viewer.signedIn && instance.supports.announcements,
    unreadAnnouncements: announcements.data ? unreadCount(announcements.data) : 0,
    // Both speak Pleroma's admin API; other servers have their own admin pages.
    moderation: isStaff(viewer) && instance.supports.adminApi,
    administration: isAdmin(viewer) && instance.supports.adminApi,
  };
}

export type NavModel = ReturnType<typeof useNavModel>;
