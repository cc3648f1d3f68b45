import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { fetchPeople, type PageParams, type User } from '../../api';
import { useTranslation } from '../../i18n/useTranslation';
import { ErrorMessage } from '../../ui/ErrorMessage';
import { LoadMoreButton } from '../../ui/LoadMoreButton';
import { Spinner } from '../../ui/Spinner';
import { api } from '../../core/client';
import { useSessionStore } from '../../core/session/sessionStore';
import { storeUser } from '../../core/statusCache';
import { BasicUserCard } from './BasicUserCard';
import { peopleKey } from './peopleList';

/** Followers or followees of a user, 20 a page, each a basic card (document 1 §2). */
export function PeopleList({
  user,
  which,
  own,
}: {
  user: User;
  which: 'followers' | 'following';
  own: boolean;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const viewer = useSessionStore((s) => s.user);
  const query = useInfiniteQuery({
    queryKey: peopleKey(which, user.id, viewer?.id ?? null),
    initialPageParam: {} as PageParams,
    queryFn: async ({ pageParam, signal }) => {
      const page = await fetchPeople(api, user.id, which, pageParam, { signal });
      for (const person of page.items) storeUser(queryClient, person);
      return page;
    },
    // A short page is the last one (20 a page, document 3 §9).
    getNextPageParam: (last) => (last.items.length >= 20 ? (last.next ?? undefined) : undefined),
  });
  if (query.isPending) return <Spinner label={t('user_profile.loading')} />;
  if (query.isError)
    return <ErrorMessage error={query.error} onRetry={() => void query.refetch()} />;
  const people = query.data.pages.flatMap((p) => p.items);
  if (people.length === 0)
    return (
      <p className="profile__empty">
        {which === 'followers' ? t('user_profile.no_followers') : t('user_profile.no_followees')}
      </p>
    );
  return (
    <>
      <ul className="people-list">
        {people.map((person) => (
          <BasicUserCard
            key={person.id}
            user={person}
            offerRemoveFollower={own && which === 'followers'}
          />
        ))}
      </ul>
      <LoadMoreButton
        pages={query}
        label={t('user_profile.load_more')}
        className="button profile__more"
      />
    </>
  );
}
