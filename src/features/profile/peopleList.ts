import type { InfiniteData } from '@tanstack/react-query';
import type { Page, User } from '../../api';

/** The cache key of a user's followers or followees as seen by one viewer. */
export const peopleKey = (
  which: 'followers' | 'following',
  userId: string,
  viewerId: string | null,
) => ['people', which, userId, viewerId] as const;

/**
 * The loaded pages without one person: a removed follower leaves one's own followers list at
 * once, without reloading the pages (and losing the place) to learn it from the server.
 */
export function withoutPerson(
  data: InfiniteData<Page<User>>,
  id: string,
): InfiniteData<Page<User>> {
  if (!data.pages.some((page) => page.items.some((person) => person.id === id))) return data;
  return {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      items: page.items.filter((person) => person.id !== id),
    })),
  };
}
