import { useQuery } from '@tanstack/react-query';
import { fetchFollowedTags } from '../../api';
import { useTranslation } from '../../i18n/useTranslation';
import { Link } from '../../ui/router';
import { ErrorMessage } from '../../ui/ErrorMessage';
import { Spinner } from '../../ui/Spinner';
import { api } from '../../core/client';

/** The hashtags one follows (own profile only, document 1 §2). */
export function FollowedTags() {
  const { t } = useTranslation();
  const query = useQuery({
    queryKey: ['followed-tags'],
    queryFn: async ({ signal }) => (await fetchFollowedTags(api, {}, { signal })).items,
  });
  if (query.isPending) return <Spinner label={t('user_profile.loading')} />;
  if (query.isError)
    return <ErrorMessage error={query.error} onRetry={() => void query.refetch()} />;
  if (query.data.length === 0)
    return <p className="profile__empty">{t('user_profile.not_following_any_hashtags')}</p>;
  return (
    <ul className="followed-tags" aria-label={t('user_profile.followed_tags_list')}>
      {query.data.map((tag) => (
        <li key={tag.name}>
          <Link to={`/tag/${encodeURIComponent(tag.name)}`}>#{tag.name}</Link>
        </li>
      ))}
    </ul>
  );
}
