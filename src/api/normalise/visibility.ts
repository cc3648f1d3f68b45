import type { Visibility } from '../entities';

/**
 * Maps a server's visibility word to the app's five. Forks use other words for the same ideas;
 * anything unknown reads as 'private', so the UI never presents an unknown scope as public.
 */
export function normaliseVisibility(value: unknown): Visibility {
  switch (value) {
    case 'public':
    case 'unlisted':
    case 'private':
    case 'direct':
    case 'local':
      return value;
    case 'list': // Pleroma list-addressed posts: seen by a chosen group.
    case 'subscribers': // Mitra
    case 'followers':
    case 'mutuals_only': // Fedibird
    case 'limited':
      return 'private';
    case 'self': // Truth Social drafts in moderation: only the author sees them.
      return 'direct';
    default:
      return 'private';
  }
}
