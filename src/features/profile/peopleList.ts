/** The key of a user's followers or followees as seen by one viewer. */
export const peopleKey = (
  which: 'followers' | 'following',
  userId: string,
  viewerId: string | null,
) => ['people', which, userId, viewerId] as const;
