import type { Announcement } from '../../api';

/**
 * Document 1 §4: admins see the admin list; an announcement missing from the user's own list is
 * not shown to users now, so it is marked inactive. Read state comes from the user's list.
 */
export function mergeAnnouncements(
  userList: readonly Announcement[],
  adminList: readonly Announcement[] | null,
): Announcement[] {
  if (!adminList) return [...userList];
  const byId = new Map(userList.map((a) => [a.id, a]));
  return adminList.map((a) => {
    const own = byId.get(a.id);
    return own ? { ...a, read: own.read, inactive: false } : { ...a, inactive: true };
  });
}

/** Unread count for the badge: neither read nor inactive. */
export function unreadCount(list: readonly Announcement[]): number {
  return list.filter((a) => !a.read && !a.inactive).length;
}
