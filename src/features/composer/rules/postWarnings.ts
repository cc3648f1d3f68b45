import type { Visibility } from '../../../api';

export type PostWarning = 'account_not_locked' | 'direct_first_only' | 'direct_all';

/**
 * Document 2 §5, Warnings: a followers-only post from an unlocked account (anyone may follow
 * to read it); a direct post reaches only the mentions at the start when the instance has
 * safeDM, otherwise everyone mentioned.
 */
export function postWarning(
  visibility: Visibility,
  accountLocked: boolean,
  safeDM: boolean,
): PostWarning | null {
  if (visibility === 'private' && !accountLocked) return 'account_not_locked';
  if (visibility === 'direct') return safeDM ? 'direct_first_only' : 'direct_all';
  return null;
}
