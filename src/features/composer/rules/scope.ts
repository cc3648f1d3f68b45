import type { Visibility } from '../../../api';

/** Document 2 §4, Scope ordering: direct 0, private 1, local and unlisted 2, public 3. */
export const SCOPE_RANK: Record<Visibility, number> = {
  direct: 0,
  private: 1,
  local: 2,
  unlisted: 2,
  public: 3,
};

/** The order the visibility selector lists scopes in, widest first. */
export const ALL_SCOPES: readonly Visibility[] = [
  'public',
  'unlisted',
  'local',
  'private',
  'direct',
];

/** The scopes this server takes: 'local' only where it has local-only posts. */
export function offeredScopes(localOnly: boolean): Visibility[] {
  return ALL_SCOPES.filter((scope) => localOnly || scope !== 'local');
}

/**
 * The scopes a reply may use: those at or below the original's rank. A direct original allows
 * only direct; a local original allows direct and local (a local post must not leave the
 * instance through an unlisted or followers-only reply that federates).
 */
export function scopesForReply(
  original: Visibility | null,
  offered: readonly Visibility[] = ALL_SCOPES,
): Visibility[] {
  if (original === null) return [...offered];
  if (original === 'direct') return offered.filter((s) => s === 'direct');
  if (original === 'local') return offered.filter((s) => s === 'direct' || s === 'local');
  return offered.filter((s) => SCOPE_RANK[s] <= SCOPE_RANK[original]);
}

/**
 * Suggested visibility (document 2 §4): the copied scope if it is direct; the copied scope if
 * it is not public and the user's default is not private; otherwise the user's default.
 */
export function suggestedVisibility(
  copied: Visibility | null,
  userDefault: Visibility,
): Visibility {
  if (copied === 'direct') return 'direct';
  if (copied !== null && copied !== 'public' && userDefault !== 'private') return copied;
  return userDefault;
}

/** The visibility a reply starts with: the suggestion, narrowed to what the reply allows. */
export function initialReplyVisibility(original: Visibility, userDefault: Visibility): Visibility {
  const suggested = suggestedVisibility(original, userDefault);
  const allowed = scopesForReply(original);
  if (allowed.includes(suggested)) return suggested;
  // The widest scope the original still allows, so a reply never widens its audience.
  return allowed[0] ?? 'direct';
}
