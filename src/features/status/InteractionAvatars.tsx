import { useQuery } from '@tanstack/react-query';
import { Link } from '../../ui/router';
import { fetchFavouritedBy, fetchRebloggedBy } from '../../api';
import { useTranslation } from '../../i18n/useTranslation';
import { Avatar } from '../../ui/Avatar';
import { ErrorMessage } from '../../ui/ErrorMessage';
import { Spinner } from '../../ui/Spinner';
import { api } from '../../core/client';
import { profilePath } from '../../core/profilePath';

/** Document 2 §9: avatar lists of favourites and repeats show 15. */
const AVATARS_SHOWN = 15;

export default function InteractionAvatars({
  statusId,
  kind,
}: {
  statusId: string;
  kind: 'favourited' | 'reblogged';
}) {
  const { t } = useTranslation();
  const query = useQuery({
    queryKey: ['status', statusId, kind],
    queryFn: () =>
      kind === 'favourited' ? fetchFavouritedBy(api, statusId) : fetchRebloggedBy(api, statusId),
  });
  const title = kind === 'favourited' ? t('status.favourited_by') : t('status.repeated_by_list');
  if (query.isPending) return <Spinner label={t('status.loading')} />;
  if (query.isError)
    return <ErrorMessage error={query.error} onRetry={() => void query.refetch()} />;
  return (
    <ul className="status__avatar-list" aria-label={title}>
      {query.data.length === 0 && <li>{t('status.nobody')}</li>}
      {query.data.slice(0, AVATARS_SHOWN).map((user) => (
        <li key={user.id}>
          <Link
            to={profilePath(user)}
            aria-label={user.name || user.screen_name}
            title={user.name || user.screen_name}
          >
            <Avatar src={user.profile_image_url_original} size={28} />
          </Link>
        </li>
      ))}
    </ul>
  );
}
