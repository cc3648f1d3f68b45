import { useEffect } from 'react';
import type { User } from '../../api';
import { i18n } from '../../i18n/i18n';
import text from '../../i18n/locales/en/profile.json';
import { useTranslation } from '../../i18n/useTranslation';
import { useParams } from '../../ui/router';
import { Spinner } from '../../ui/Spinner';
import { usePageTitle } from '../../ui/usePageTitle';
import { useInstanceStore } from '../../core/instance/instanceStore';
import { useSessionStore } from '../../core/session/sessionStore';
import { usePreference } from '../../core/preferences/preferences';
import { profilePath } from '../../core/profilePath';
import { PrivateNote } from './PrivateNote';
import { ProfileFields } from './ProfileFields';
import { ProfileTabs } from './ProfileTabs';
import { tabFromHash, visibleTabs } from './profileTabs';
import { useHash } from './useHash';
import { profileErrorText, profileMissing, useCachedUser, useProfile } from './useProfile';
import { useRelationship } from './useRelationship';
import { UserCard } from './UserCard';
import './profileCard.css';
import './profile.css';

i18n.extendResources('en', text);

/**
 * The profile page at /users/{name}, /{name} and /users/{id} (document 1 §2): the user
 * card, custom fields, the private note, and the tabs.
 */
export function ProfilePage() {
  const { t } = useTranslation();
  const params = useParams();
  const key = params['name'] ?? params['id'] ?? '';
  const profile = useProfile(key, params['name'] === undefined ? 'id' : 'name');
  const user = useCachedUser(profile.data);
  usePageTitle(user ? user.name || user.screen_name : t('user_profile.loading'));
  if (profile.isError)
    return (
      <section className="panel" aria-labelledby="profile-error-heading">
        <header className="panel__heading">
          <h1 id="profile-error-heading">{key}</h1>
        </header>
        <div className="panel__body error-message" role="alert">
          <p>{profileErrorText(profile.error, t)}</p>
          {/* A server that was down may answer now; one that said "no such user" will not. */}
          {!profileMissing(profile.error) && (
            <button type="button" className="button" onClick={() => void profile.refetch()}>
              {t('common.retry')}
            </button>
          )}
        </div>
      </section>
    );
  if (!user)
    return (
      <section className="panel" aria-label={t('user_profile.loading')}>
        <Spinner label={t('user_profile.loading')} />
      </section>
    );
  return <ProfileView user={user} />;
}

function ProfileView({ user }: { user: User }) {
  const viewer = useSessionStore((s) => s.user);
  const restricted = useInstanceStore((s) => s.settings?.restrictedNicknames);
  const preferred = usePreference('userProfileDefaultTab');
  const relationship = useRelationship(user);
  const hash = useHash();
  const own = viewer?.id === user.id;
  const rules = { own, hideFollows: user.hide_follows, hideFollowers: user.hide_followers };
  const tabs = visibleTabs(rules);
  const active = tabFromHash(hash, rules, preferred);
  const path = profilePath(user, restricted);

  // The route opts out of scrolling to the top; a new profile still starts at its top. The
  // braces matter: Chromium's scrollTo returns a promise, which React would take as a cleanup.
  useEffect(() => {
    window.scrollTo({ top: 0 });
  }, [user.id]);

  return (
    // The user card inside is the region named for the user; this is only the panel.
    <div className="panel profile">
      <UserCard user={user} onProfile headingLevel={1} />
      <ProfileFields user={user} />
      {viewer && !own && relationship && (
        <PrivateNote key={user.id} user={user} initial={relationship.note} />
      )}
      <ProfileTabs user={user} path={path} tabs={tabs} active={active} own={own} />
    </div>
  );
}
