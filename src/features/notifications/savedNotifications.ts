import type { Notification, NotificationPage } from '../../api';
import { mergeNewest, NOTIFICATIONS_KEPT } from '../../core/offline/readingBounds';
import { noteReading, readSaved } from '../../core/offline/readingNotes';

/** Notes the notifications held now for reading offline (issue 27); written a little later. */
export function noteNotifications(items: readonly Notification[]): void {
  if (items.length === 0) return;
  noteReading('notifications', (kept) => mergeNewest(items, kept ?? [], NOTIFICATIONS_KEPT));
}

/** The saved notifications as a page, when the server cannot be reached. */
export async function savedNotificationsPage(): Promise<NotificationPage | null> {
  const items = (await readSaved('notifications'))?.value;
  if (!items || items.length === 0) return null;
  return {
    items,
    newestId: items[0]?.id ?? null,
    oldestId: items[items.length - 1]?.id ?? null,
    size: items.length,
    next: null,
  };
}
