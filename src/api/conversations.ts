import type { Status } from './entities';
import { isRecord } from './normalise/read';
import { normaliseStatuses } from './normalise/status';

/**
 * Direct messages on servers without /api/v1/timelines/direct (GoToSocial, Mastodon 3+): each
 * conversation's last status stands for it (issue 25). Both servers page conversations by that
 * status' id, so the timeline's max_id / since_id and the Link header keep working.
 */
export function conversationStatuses(data: unknown): Status[] {
  const list = Array.isArray(data) ? data : [];
  return normaliseStatuses(
    list.filter(isRecord).map((conversation) => conversation['last_status']),
  ).filter(uniqueIds());
}

function uniqueIds(): (status: Status) => boolean {
  const seen = new Set<string>();
  return (status) => {
    if (seen.has(status.id)) return false;
    seen.add(status.id);
    return true;
  };
}
