import { useQuery, useQueryClient } from '@tanstack/react-query';
import { fetchFollowRequests, type User } from '../../api';
import { i18n } from '../../i18n/i18n';
import text from '../../i18n/locales/en/notifications.json';
import { useTranslation } from '../../i18n/useTranslation';
import { Link } from '../../ui/router';
import { Avatar } from '../../ui/Avatar';
import { ErrorMessage } from '../../ui/ErrorMessage';
import { Spinner } from '../../ui/Spinner';
import { usePageTitle } from '../../ui/usePageTitle';
import { useInstanceStore } from '../../core/instance/instanceStore';
import { api } from '../../core/client';
import { profilePath } from '../../core/profilePath';
import { FollowRequestButtons } from './FollowRequestButtons';
import './notifications.css';

i18n.extendResources('en', text);

const KEY = ['follow-requests'] as const;

/** /friend-requests (document 1 §2): pending requests with Approve and Deny. */
export function FriendRequestsPage() {
  const { t } = useTranslation();
  usePageTitle(t('friend_requests.title'));
  const queryClient = useQueryClient();
  const restricted = useInstanceStore((s) => s.settings?.restrictedNicknames);
  const query = useQuery({
    queryKey: KEY,
    queryFn: ({ signal }) => fetchFollowRequests(api, { signal }),
  });
  const drop = (id: string) =>
    queryClient.setQueryData<User[]>(KEY, (old) => old?.filter((u) => u.id !== id));
  return (
    <section className="panel" aria-labelledby="friend-requests-title">
      <header className="panel__heading">
        <h1 id="friend-requests-title">{t('friend_requests.title')}</h1>
      </header>
      {query.isPending ? (
        <Spinner label={t('notifications.loading')} />
      ) : query.isError ? (
        <ErrorMessage error={query.error} onRetry={() => void query.refetch()} />
      ) : query.data.length === 0 ? (
        <p className="panel__body">{t('friend_requests.empty')}</p>
      ) : (
        <ul className="request-list">
          {query.data.map((user) => {
            const name = user.name || user.screen_name;
            return (
              <li key={user.id} className="request-row">
                <Avatar src={user.profile_image_url_original} size={48} />
                <div className="request-row__who">
                  <Link to={profilePath(user, restricted)}>{name}</Link>
                  <div dir="ltr">@{user.screen_name_ui}</div>
                </div>
                <FollowRequestButtons userId={user.id} name={name} onDone={() => drop(user.id)} />
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
