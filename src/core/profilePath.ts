import type { User } from '../api/entities';

/**
 * Document 2 §2: profiles of remote users, users without a screen name, or names the
 * instance reserves use the id route; everyone else the name route.
 */
export function profilePath(
  user: Pick<User, 'id' | 'screen_name'>,
  restrictedNicknames: readonly string[] = [],
): string {
  const name = user.screen_name;
  if (!name || name.includes('@') || restrictedNicknames.includes(name))
    return `/users/${encodeURIComponent(user.id)}`;
  return `/${encodeURIComponent(name)}`;
}
