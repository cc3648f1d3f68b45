import type { ServerFeatures } from '../../api';

export type ReplyChoice = 'all' | 'following' | 'self';

/**
 * The reply visibility choices this server can honour (document 2 §3). 'self' is applied by
 * the client; 'following' is Pleroma's `reply_visibility` timeline parameter, which Mastodon
 * and GoToSocial ignore (their pages carry every reply), so there it would change nothing.
 */
export function replyChoices(server: Pick<ServerFeatures, 'pleromaApi'>): ReplyChoice[] {
  return server.pleromaApi ? ['all', 'following', 'self'] : ['all', 'self'];
}

/**
 * The choice in force: a 'following' kept from another server (a settings file from Akkoma)
 * means all replies where the server ignores it, for the stream's posts as for the pages.
 */
export function replyChoiceInForce(
  stored: ReplyChoice,
  server: Pick<ServerFeatures, 'pleromaApi'>,
): ReplyChoice {
  return replyChoices(server).includes(stored) ? stored : 'all';
}
