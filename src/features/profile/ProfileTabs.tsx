import { useState } from 'react';
import type { User } from '../../api';
import { useTranslation } from '../../i18n/useTranslation';
import { Link } from '../../ui/router';
import { EmbeddedTimeline } from '../timeline';
import { FollowedTags } from './FollowedTags';
import { PeopleList } from './PeopleList';
import { PinnedStatuses } from './PinnedStatuses';
import type { ProfileTab } from './profileTabs';

interface ProfileTabsProps {
  user: User;
  path: string;
  tabs: readonly ProfileTab[];
  active: ProfileTab;
  own: boolean;
}

/** The profile's views; the active one is named in the URL hash (document 1 §2). */
export function ProfileTabs({ user, path, tabs, active, own }: ProfileTabsProps) {
  const { t } = useTranslation();
  const label = t(`user_profile.tab_${active}`);
  return (
    <>
      <nav className="profile-tabs" aria-label={t('user_profile.tabs_label')}>
        <ul>
          {tabs.map((tab) => (
            <li key={tab}>
              <Link
                to={`${path}#${tab}`}
                replace
                aria-current={tab === active ? 'page' : undefined}
                className="profile-tabs__tab"
              >
                {t(`user_profile.tab_${tab}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className="profile__tab-body">
        {active === 'statuses' && (
          <>
            <PinnedStatuses userId={user.id} />
            <EmbeddedTimeline timeline="user" params={{ user_id: user.id }} label={label} />
          </>
        )}
        {active === 'replies' && (
          <EmbeddedTimeline timeline="replies" params={{ user_id: user.id }} label={label} />
        )}
        {active === 'media' && (
          <EmbeddedTimeline timeline="media" params={{ user_id: user.id }} label={label} />
        )}
        {active === 'favorites' && <EmbeddedTimeline timeline="favorites" label={label} />}
        {active === 'followers' && <PeopleList user={user} which="followers" own={own} />}
        {active === 'followees' && <Followees user={user} own={own} />}
      </div>
    </>
  );
}

/** Followed users, and followed hashtags on one's own profile. */
function Followees({ user, own }: { user: User; own: boolean }) {
  const { t } = useTranslation();
  const [sub, setSub] = useState<'users' | 'tags'>('users');
  if (!own) return <PeopleList user={user} which="following" own={false} />;
  return (
    <>
      <div className="profile-subtabs" role="group" aria-label={t('user_profile.tab_followees')}>
        <button
          type="button"
          className="button button--small"
          aria-pressed={sub === 'users'}
          onClick={() => setSub('users')}
        >
          {t('user_profile.followed_users')}
        </button>
        <button
          type="button"
          className="button button--small"
          aria-pressed={sub === 'tags'}
          onClick={() => setSub('tags')}
        >
          {t('user_profile.followed_tags')}
        </button>
      </div>
      {sub === 'users' ? <PeopleList user={user} which="following" own /> : <FollowedTags />}
    </>
  );
}
