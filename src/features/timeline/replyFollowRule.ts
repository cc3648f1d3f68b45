import type { Status } from '../../api';

/**
 * The account whose follow state decides whether a reply is offered to a timeline under
 * 'following' reply visibility (document 2 §3), or null when no look-up is needed. The server
 * applies the rule to the pages it sends (`reply_visibility`), but the stream carries every
 * reply, so streamed ones are judged here with the relationship cache the profiles share.
 */
export function followStateNeeded(
  status: Status,
  replyVisibility: 'all' | 'following' | 'self',
  viewerId: string | null,
): string | null {
  if (replyVisibility !== 'following' || viewerId === null) return null;
  const shown = status.retweeted_status ?? status;
  if (!shown.in_reply_to_status_id || shown.user.id === viewerId) return null;
  const target = shown.in_reply_to_user_id;
  return target && target !== viewerId ? target : null;
}
