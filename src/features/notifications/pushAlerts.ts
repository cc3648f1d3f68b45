import type { PushAlerts, ServerFeatures } from '../../api';
import { offeredFilters } from './offeredFilters';

/**
 * The kinds a push subscription asks for (document 3 §3: follow, favourite, mention, reblog,
 * move), less those the server never sends: `move` only where the Moves switch is offered
 * (the Pleroma family; Mastodon's alerts have no such key).
 */
export function pushAlerts(server: Pick<ServerFeatures, 'pleromaApi' | 'reactions'>): PushAlerts {
  const alerts: PushAlerts = { follow: true, favourite: true, mention: true, reblog: true };
  if (offeredFilters(server).includes('moves')) alerts.move = true;
  return alerts;
}
