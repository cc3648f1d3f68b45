import { useQuery } from '@tanstack/react-query';
import { useServerFeatures } from '../../core/instance/useServerFeatures';
import { useViewer } from '../../core/session/sessionStore';

/** Document 1 §9: the announcements fetcher polls every 60 s. */
export const ANNOUNCEMENTS_POLL_MS = 60_000;
export const announcementsKey = ['announcements'] as const;

export function useAnnouncements() {
  const { signedIn, role } = useViewer();
  const { announcements, adminApi } = useServerFeatures();
  // The admin list (all announcements, unpublished too) is Pleroma's admin API.
  const isAdmin = role === 'admin' && adminApi;
  return useQuery({
    queryKey: [...announcementsKey, isAdmin],
    enabled: signedIn && announcements,
    refetchInterval: ANNOUNCEMENTS_POLL_MS,
    queryFn: async ({ signal }) =>
      (await import('./loadAnnouncements')).loadAnnouncements(isAdmin, signal),
  });
}
