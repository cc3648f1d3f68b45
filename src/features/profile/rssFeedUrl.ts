import type { User } from '../../api';

/**
 * The profile's RSS link (document 1 §6: the profile URL plus `.rss`, which Pleroma, Akkoma
 * and Mastodon serve). GoToSocial's feed is opt-in and lives at `<profile>/feed.rss`; its
 * `.rss` is always a 404, so its own accounts get the feed only when they turned it on.
 * Another server's accounts keep the spec's link: their software is not known here.
 */
export function rssFeedUrl(
  user: Pick<User, 'is_local' | 'enable_rss'>,
  profileUrl: string,
  software: string,
): string | null {
  if (software !== 'gotosocial' || !user.is_local) return `${profileUrl}.rss`;
  return user.enable_rss ? `${profileUrl.replace(/\/+$/, '')}/feed.rss` : null;
}
