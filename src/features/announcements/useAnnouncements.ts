import { useQuery } from '@tanstack/react-query';
import { fetchAdminAnnouncements, fetchAnnouncements } from '../../api';
import { api } from '../session/api';
import { useViewer } from '../session/sessionStore';
import { mergeAnnouncements } from './announcementRules';

/** Document 1 §9: the announcements fetcher polls every 60 s. */
export const ANNOUNCEMENTS_POLL_MS = 60_000;
export const announcementsKey = ['announcements'] as const;

export function useAnnouncements() {
  const { signedIn, role } = useViewer();
  const isAdmin = role === 'admin';
  return useQuery({
    queryKey: [...announcementsKey, isAdmin],
    enabled: signedIn,
    refetchInterval: ANNOUNCEMENTS_POLL_MS,
    queryFn: async ({ signal }) => {
      const [own, all] = await Promise.all([
        fetchAnnouncements(api, { signal }),
        isAdmin ? fetchAdminAnnouncements(api, { signal }) : Promise.resolve(null),
      ]);
      return mergeAnnouncements(own, all);
    },
  });
}
