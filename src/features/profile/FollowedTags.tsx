import { useQueryClient } from '@tanstack/react-query';
import { fetchFollowedTags, type FollowedTag } from '../../api';
import { pagedListSource, usePagedList } from '../../core/feed';
import { useTranslation } from '../../i18n/useTranslation';
import { Link } from '../../ui/router';
import { ErrorMessage } from '../../ui/ErrorMessage';
import { ProfileLoadMore } from './ProfileLoadMore';
import { Spinner } from '../../ui/Spinner';
import { api } from '../../core/client';
import { useSessionStore } from '../../core/session/sessionStore';

const followedTagKey = (name: string) => ['followedTag', name] as const;

/** The hashtags one follows (own profile only, document 1 §2), a page at a time. */
export function FollowedTags() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const viewer = useSessionStore((s) => s.user?.id ?? null);
  const { feed, state, more } = usePagedList(['followed-tags', viewer], () =>
    pagedListSource({
      fetchPage: (params) => fetchFollowedTags(api, params),
      // A followed tag is its own entity, kept by name like any other item of a feed.
      store: (tag: FollowedTag) => {
        queryClient.setQueryData(followedTagKey(tag.name), tag);
        return tag.name;
      },
      entityKey: followedTagKey,
      fetchEntity: (name) => Promise.resolve<FollowedTag>({ name, url: '' }),
    }),
  );
  if (state.phase === 'loading') return <Spinner label={t('user_profile.loading')} />;
  if (state.phase === 'error')
    return <ErrorMessage error={state.error} onRetry={() => feed.reload()} />;
  if (state.ids.length === 0)
    return <p className="profile__empty">{t('user_profile.not_following_any_hashtags')}</p>;
  return (
    <>
      <ul className="followed-tags" aria-label={t('user_profile.followed_tags_list')}>
        {state.ids.map((name) => (
          <li key={name}>
            <Link to={`/tag/${encodeURIComponent(name)}`}>#{name}</Link>
          </li>
        ))}
      </ul>
      <ProfileLoadMore pages={more} />
    </>
  );
}
