import { fetchAdminAnnouncements, fetchAnnouncements, type Announcement } from '../../api';
import { api } from '../../core/client';
import { mergeAnnouncements } from './announcementRules';

/** The calls behind the badge, in their own chunk: only signed-in users ever need them. */
export async function loadAnnouncements(
  isAdmin: boolean,
  signal: AbortSignal,
): Promise<Announcement[]> {
  const [own, all] = await Promise.all([
    fetchAnnouncements(api, { signal }),
    isAdmin ? fetchAdminAnnouncements(api, { signal }) : Promise.resolve(null),
  ]);
  return mergeAnnouncements(own, all);
}
