import { LazyChunk } from '../../ui/chunk/LazyChunk';
import { useSessionStore } from '../../core/session/sessionStore';
import { loadNotificationsArea } from './badgeStore';

/**
 * Where the shell puts notifications (document 1 §2, document 2 §2). All of it is for
 * signed-in users, so even the placement rules arrive with the chunk, after sign-in.
 */
export function NotificationsSlot({
  part,
  unreadAnnouncements = 0,
}: {
  part: 'runtime' | 'column' | 'sidebar';
  unreadAnnouncements?: number;
}) {
  const signedIn = useSessionStore((s) => s.user !== null);
  if (!signedIn) return null;
  return (
    <LazyChunk
      name="notifications"
      load={loadNotificationsArea}
      fallback={null}
      render={(m) => <m.NotificationsPart part={part} unreadAnnouncements={unreadAnnouncements} />}
    />
  );
}
