import { Bell, BellOff, Lock, Rss, ExternalLink, AtSign, Pencil } from 'lucide-react';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import type { User } from '../../api';
import { i18n } from '../../i18n/i18n';
import text from '../../i18n/locales/en/profile.json';
import { formatNumber } from '../../i18n/format';
import { useTranslation } from '../../i18n/useTranslation';
import { Link } from '../../ui/router';
import { Avatar } from '../../ui/Avatar';
import { RichHtml } from '../../ui/html/RichHtml';
import { splitEmoji } from '../../ui/html/splitEmoji';
import { usePostModal } from '../composer';
import { useInstanceStore } from '../../core/instance/instanceStore';
import { useServerFeatures } from '../../core/instance/useServerFeatures';
import { rssFeedUrl } from './rssFeedUrl';
import { useModalStore } from '../modals';
import { useSessionStore } from '../../core/session/sessionStore';
import { usePreference } from '../../core/preferences/preferences';
import { useNeedsServer } from '../../core/offline/useNeedsServer';
import { profilePath } from '../../core/profilePath';
import { AccountActionsMenu } from './AccountActionsMenu';
import { AcctText } from '../../ui/AcctText';
import { dailyAverage } from './dailyAverage';
import { FollowButton } from './FollowButton';
import { HighlightPicker } from './HighlightPicker';
import { RemoteFollowForm } from './RemoteFollowForm';
import { loadAdminMenu, showsAdminMenu } from '../moderation';
import { useConfirmation } from './useConfirmation';
import { useRelationship } from './useRelationship';
import { useRelationshipActions } from './useRelationshipActions';
import { cssUrl, safeHttpUrl } from './safeUrl';
import './profileCard.css';
import './profile.css';

i18n.extendResources('en', text);

const ReportModal = lazy(() => import('./ReportModal'));
// Admins only (document 2 §6): nobody else downloads the admin menu.
const AdminMenu = lazy(loadAdminMenu);

interface UserCardProps {
  user: User;
  /** On the profile page the avatar opens the full picture; elsewhere it links the profile. */
  onProfile?: boolean;
  /** A heading level for the name: 1 on the profile page, 3 inside a status. */
  headingLevel?: 1 | 2 | 3;
}

/** The user card of document 2 §2. */
export function UserCard({ user, onProfile = false, headingLevel = 3 }: UserCardProps) {
  const { t } = useTranslation();
  const viewer = useSessionStore((s) => s.user);
  const restricted = useInstanceStore((s) => s.settings?.restrictedNicknames);
  const server = useServerFeatures();
  const relationship = useRelationship(user);
  const actions = useRelationshipActions(user);
  const name = user.name || user.screen_name;
  const { confirm, dialog } = useConfirmation(name);
  const modalOnMute = usePreference('modalOnMute');
  const needsServer = useNeedsServer();
  const [reporting, setReporting] = useState(false);
  const own = viewer?.id === user.id;
  const path = profilePath(user, restricted);
  const Heading = `h${headingLevel}` as const;
  const [now] = useState(() => Date.now());
  const perDay = dailyAverage(user.statuses_count, user.created_at, now);
  const cover = safeHttpUrl(user.cover_photo);
  const external = safeHttpUrl(user.statusnet_profile_url);
  const rss = external ? rssFeedUrl(user, external, server.software) : null;
  const avatar = <Avatar src={user.profile_image_url_original} size={onProfile ? 96 : 64} />;

  const count = (tab: string, label: string, value: number, hidden: boolean): ReactNode => (
    <li>
      <Link to={`${path}#${tab}`} className="user-card__count">
        <span className="user-card__count-label">{label}</span>
        <span className="user-card__count-value">
          {hidden ? t('user_card.hidden') : formatNumber(value, i18n.language)}
        </span>
      </Link>
    </li>
  );

  return (
    <section className="user-card" aria-label={name}>
      <div
        className="user-card__cover"
        style={cover ? { backgroundImage: cssUrl(cover) } : undefined}
      />
      <div className="user-card__top">
        {onProfile ? (
          <a
            href={safeHttpUrl(user.profile_image_url_original) ?? undefined}
            target="_blank"
            rel="noreferrer"
            className="user-card__avatar"
            aria-label={t('user_card.open_avatar', { name })}
          >
            {avatar}
          </a>
        ) : (
          <Link to={path} className="user-card__avatar" aria-label={name}>
            {avatar}
          </Link>
        )}
        <div className="user-card__names">
          <Heading className="user-card__name" dir="auto">
            <bdi>{splitEmoji(name, user.emoji, `uc${user.id}`)}</bdi>
          </Heading>
          <p className="user-card__acct">
            {onProfile ? (
              <span dir="ltr">
                <AcctText acct={user.screen_name_ui} />
              </span>
            ) : (
              <Link to={path} dir="ltr">
                <AcctText acct={user.screen_name_ui} />
              </Link>
            )}
            {user.locked && (
              <Lock
                className="user-card__lock"
                size={14}
                role="img"
                aria-label={t('user_card.locked')}
              />
            )}
          </p>
          <ul className="user-card__labels">
            {user.role === 'admin' && <li className="user-card__label">{t('user_card.admin')}</li>}
            {user.role === 'moderator' && (
              <li className="user-card__label">{t('user_card.moderator')}</li>
            )}
            {user.bot && <li className="user-card__label">{t('user_card.bot')}</li>}
            {relationship?.followed_by && (
              <li className="user-card__label user-card__label--rel">
                {t('user_card.follows_you')}
              </li>
            )}
            {relationship?.requested_by && (
              <li className="user-card__label user-card__label--rel">
                {t('user_card.requested_you')}
              </li>
            )}
            {relationship?.blocking && (
              <li className="user-card__label user-card__label--warn">{t('user_card.blocked')}</li>
            )}
            {relationship?.muting && (
              <li className="user-card__label user-card__label--warn">{t('user_card.muted')}</li>
            )}
          </ul>
        </div>
        <div className="user-card__corner">
          {own && (
            <button
              type="button"
              className="icon-button"
              aria-label={t('user_card.edit_profile')}
              title={t('user_card.edit_profile')}
              onClick={() => useModalStore.getState().open('settings')}
            >
              <Pencil aria-hidden="true" size={18} />
            </button>
          )}
          {external && !user.is_local && (
            <a
              className="icon-button"
              href={external}
              target="_blank"
              rel="noreferrer"
              aria-label={t('user_card.external_profile')}
              title={t('user_card.external_profile')}
            >
              <ExternalLink aria-hidden="true" size={18} />
            </a>
          )}
          {rss && (
            <a
              className="icon-button"
              href={rss}
              target="_blank"
              rel="noreferrer"
              aria-label={t('user_card.rss')}
              title={t('user_card.rss')}
            >
              <Rss aria-hidden="true" size={18} />
            </a>
          )}
          {showsAdminMenu(viewer, user) && server.adminApi && (
            <Suspense fallback={null}>
              <AdminMenu user={user} name={name} onProfile={onProfile} />
            </Suspense>
          )}
          {relationship && (
            <AccountActionsMenu
              user={user}
              name={name}
              relationship={relationship}
              actions={actions}
              confirm={confirm}
              onReport={() => setReporting(true)}
            />
          )}
        </div>
      </div>

      <ul className="user-card__counts">
        {count('statuses', t('user_card.statuses'), user.statuses_count, false)}
        {count('followees', t('user_card.followees'), user.friends_count, user.hide_follows_count)}
        {count(
          'followers',
          t('user_card.followers'),
          user.followers_count,
          user.hide_followers_count,
        )}
        <li className="user-card__per-day">{t('user_card.per_day', { count: perDay })}</li>
      </ul>

      {relationship && (
        <div className="user-card__buttons">
          <FollowButton
            user={user}
            relationship={relationship}
            actions={actions}
            confirm={confirm}
          />
          {relationship.following && server.subscriptions && (
            <button
              type="button"
              className="button"
              aria-pressed={relationship.subscribing}
              disabled={actions.busy === 'subscribe' || needsServer !== undefined}
              title={needsServer}
              onClick={() => void actions.setSubscribed(!relationship.subscribing)}
            >
              {relationship.subscribing ? (
                <BellOff aria-hidden="true" size={16} />
              ) : (
                <Bell aria-hidden="true" size={16} />
              )}{' '}
              {relationship.subscribing ? t('user_card.unsubscribe') : t('user_card.subscribe')}
            </button>
          )}
          <button
            type="button"
            className="button"
            disabled={user.deactivated || actions.busy === 'mute' || needsServer !== undefined}
            title={needsServer}
            onClick={() =>
              relationship.muting
                ? void actions.setMuted(false)
                : confirm('mute', modalOnMute, () => void actions.setMuted(true))
            }
          >
            {relationship.muting ? t('user_card.unmute') : t('user_card.mute')}
          </button>
          <button
            type="button"
            className="button"
            onClick={() =>
              usePostModal.getState().open({ mode: 'new', initialText: `@${user.screen_name} ` })
            }
          >
            <AtSign aria-hidden="true" size={16} /> {t('user_card.mention')}
          </button>
        </div>
      )}
      {relationship && <HighlightPicker screenName={user.screen_name} name={name} />}
      {!viewer && user.is_local && <RemoteFollowForm user={user} name={name} />}

      {user.description_html && (
        <RichHtml html={user.description_html} emojis={user.emoji} className="user-card__bio" />
      )}
      {dialog}
      {reporting && (
        <Suspense fallback={null}>
          <ReportModal user={user} onClose={() => setReporting(false)} />
        </Suspense>
      )}
    </section>
  );
}
