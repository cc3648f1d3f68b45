import { useQueryClient } from '@tanstack/react-query';
import { fetchAccount, fetchPeople, type User } from '../../api';
import { pagedListSource, usePagedList } from '../../core/feed';
import { useTranslation } from '../../i18n/useTranslation';
import { ErrorMessage } from '../../ui/ErrorMessage';
import { ProfileLoadMore } from './ProfileLoadMore';
import { Spinner } from '../../ui/Spinner';
import { api } from '../../core/client';
import { useSessionStore } from '../../core/session/sessionStore';
import { accountKey, storeUser } from '../../core/statusCache';
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
  const { feed, state, more } = usePagedList(peopleKey(which, user.id, viewer?.id ?? null), () =>
    pagedListSource({
      fetchPage: async (params) => {
        const page = await fetchPeople(api, user.id, which, params);
        // A short page is the last one (20 a page, document 3 §9).
        return { items: page.items, next: page.items.length >= 20 ? page.next : null };
      },
      store: (person: User) => {
        storeUser(queryClient, person);
        return person.id;
      },
      entityKey: accountKey,
      fetchEntity: (id) => fetchAccount(api, id),
    }),
  );
  if (state.phase === 'loading') return <Spinner label={t('user_profile.loading')} />;
  if (state.phase === 'error')
    return <ErrorMessage error={state.error} onRetry={() => feed.reload()} />;
  const people = state.ids.flatMap((id) => queryClient.getQueryData<User>(accountKey(id)) ?? []);
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
      <ProfileLoadMore pages={more} />
    </>
  );
}
