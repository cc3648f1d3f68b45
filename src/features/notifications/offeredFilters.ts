import type { ServerFeatures } from '../../api';
import type { NotificationVisibility } from '../../core/preferences/preferences';
import { NOTIFICATION_FILTERS } from './notificationKinds';

/**
 * The switches this server can act on: emoji reactions need Pleroma's reactions, moves the
 * Pleroma API family (Mastodon and GoToSocial send no `move` notification). A switch for a
 * type that never comes changes nothing, in the column's menu as in the settings.
 */
export function offeredFilters(
  server: Pick<ServerFeatures, 'pleromaApi' | 'reactions'>,
): (keyof NotificationVisibility)[] {
  return NOTIFICATION_FILTERS.filter((key) =>
    key === 'emojiReactions' ? server.reactions : key !== 'moves' || server.pleromaApi,
  );
}
