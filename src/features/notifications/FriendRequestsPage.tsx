import { useQueryClient } from '@tanstack/react-query';
import { fetchAccount, fetchFollowRequests, type User } from '../../api';
import { dropIds, pagedListSource, usePagedList } from '../../core/feed';
import { i18n } from '../../i18n/i18n';
import text from '../../i18n/locales/en/notifications.json';
import { useTranslation } from '../../i18n/useTranslation';
import { Link } from '../../ui/router';
import { Avatar } from '../../ui/Avatar';
import { splitEmoji } from '../../ui/html/splitEmoji';
import { ErrorMessage } from '../../ui/ErrorMessage';
import { Spinner } from '../../ui/Spinner';
import { usePageTitle } from '../../ui/usePageTitle';
import { useInstanceStore } from '../../core/instance/instanceStore';
import { api } from '../../core/client';
import { profilePath } from '../../core/profilePath';
import { useSessionStore } from '../../core/session/sessionStore';
import { accountKey, storeUser } from '../../core/statusCache';
import { FollowRequestButtons } from './FollowRequestButtons';
import { OlderPageFooter } from './OlderPageFooter';
import './notifications.css';

i18n.extendResources('en', text);

/** /friend-requests (document 1 §2): pending requests with Approve and Deny, a page at a time. */
export function FriendRequestsPage() {
  const { t } = useTranslation();
  usePageTitle(t('friend_requests.title'));
  const queryClient = useQueryClient();
  const restricted = useInstanceStore((s) => s.settings?.restrictedNicknames);
  const viewer = useSessionStore((s) => s.user?.id ?? null);
  const { feed, state, more } = usePagedList(['follow-requests', viewer], () =>
    pagedListSource({
      fetchPage: (params) => fetchFollowRequests(api, params),
      store: (user: User) => {
        storeUser(queryClient, user);
        return user.id;
      },
      entityKey: accountKey,
      fetchEntity: (id) => fetchAccount(api, id),
    }),
  );
  // A decided request leaves the list held; the other pages stay as they are.
  const drop = (id: string) => feed.apply((list) => dropIds(list, (held) => held === id));
  const requests = state.ids.flatMap((id) => queryClient.getQueryData<User>(accountKey(id)) ?? []);
  return (
    <section className="panel" aria-labelledby="friend-requests-title">
      <header className="panel__heading">
        <h1 id="friend-requests-title">{t('friend_requests.title')}</h1>
      </header>
      {state.phase === 'loading' ? (
        <Spinner label={t('notifications.loading')} />
      ) : state.phase === 'error' ? (
        <ErrorMessage error={state.error} onRetry={() => feed.reload()} />
      ) : requests.length === 0 && !more.hasNextPage ? (
        <p className="panel__body">{t('friend_requests.empty')}</p>
      ) : (
        <>
          <ul className="request-list">
            {requests.map((user) => {
              const name = user.name || user.screen_name;
              return (
                <li key={user.id} className="request-row">
                  <Avatar src={user.profile_image_url_original} size={48} />
                  <div className="request-row__who">
                    <Link to={profilePath(user, restricted)}>
                      {splitEmoji(name, user.emoji, `r${user.id}`)}
                    </Link>
                    <div dir="ltr">@{user.screen_name_ui}</div>
                  </div>
                  <FollowRequestButtons userId={user.id} name={name} onDone={() => drop(user.id)} />
                </li>
              );
            })}
          </ul>
          <OlderPageFooter error={state.olderError} onRetry={() => feed.loadOlder()} pages={more} />
        </>
      )}
    </section>
  );
}
