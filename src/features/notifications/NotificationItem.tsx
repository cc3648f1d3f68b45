import type { Notification } from '../../api';
import { interpolateElements } from '../../i18n/interpolateElements';
import { useTranslation } from '../../i18n/useTranslation';
import { Link } from '../../ui/router';
import { Avatar } from '../../ui/Avatar';
import { RelativeTime } from '../../ui/RelativeTime';
import { RichHtml } from '../../ui/html/RichHtml';
import { splitEmoji } from '../../ui/html/splitEmoji';
import { useInstanceStore } from '../../core/instance/instanceStore';
import { StatusArticle } from '../status';
import { profilePath } from '../../core/profilePath';
import { FollowRequestButtons } from './FollowRequestButtons';
import { notificationKind } from './notificationKinds';
import { dismiss } from './notificationActions';
import { CloseButton } from '../../ui/CloseButton';

function ReactionEmoji({ n }: { n: Extract<Notification, { type: 'pleroma:emoji_reaction' }> }) {
  if (n.emoji_url)
    return (
      <img
        className="notification__emoji"
        src={n.emoji_url}
        alt={n.emoji ?? ''}
        title={n.emoji ?? ''}
      />
    );
  return <span className="notification__emoji">{n.emoji}</span>;
}

/** One notification (document 2 §3): who, what, when, and the status where the type needs one. */
export function NotificationItem({ n, viewerId }: { n: Notification; viewerId: string | null }) {
  const { t } = useTranslation();
  const restricted = useInstanceStore((s) => s.settings?.restrictedNicknames);
  const kind = notificationKind(n.type);
  const Icon = kind.icon;
  const who = n.from_profile;
  const name = who.name || who.screen_name;
  const ownPoll = n.type === 'poll' && n.status?.user.id === viewerId;
  const full = n.status !== null && kind.fullStatus;
  const nameLink = (
    <Link to={profilePath(who, restricted)} className="notification__name" dir="auto">
      {splitEmoji(name, who.emoji, `n${who.id}`)}
    </Link>
  );
  // The whole line is one translation with the name, emoji and target placed by the
  // translator: languages differ in where the subject and object go.
  const line =
    n.type === 'pleroma:emoji_reaction'
      ? interpolateElements(t('notifications.type.reaction'), {
          name: nameLink,
          emoji: <ReactionEmoji n={n} />,
        })
      : n.type === 'move'
        ? n.target
          ? interpolateElements(t('notifications.type.move'), {
              name: nameLink,
              target: (
                <Link to={profilePath(n.target, restricted)} dir="ltr">
                  @{n.target.screen_name_ui}
                </Link>
              ),
            })
          : interpolateElements(t('notifications.desktop.move'), { name: nameLink })
        : interpolateElements(t(`notifications.type.${kind.line}`), { name: nameLink });
  return (
    <li
      className={`notification${n.seen ? '' : ' notification--unseen'}${full ? ' notification--full' : ''}`}
      data-type={n.type}
    >
      {!full && (
        <Link
          to={profilePath(who, restricted)}
          className="notification__avatar"
          tabIndex={-1}
          aria-hidden="true"
        >
          <Avatar src={who.profile_image_url_original} size={40} />
        </Link>
      )}
      <div className="notification__body">
        <p className="notification__line">
          <Icon
            aria-hidden="true"
            size={16}
            className={`notification__icon notification__icon--${n.type.replace(':', '-')}`}
          />
          {n.type === 'poll' ? (
            <span>{t(ownPoll ? 'notifications.type.poll_own' : 'notifications.type.poll')}</span>
          ) : (
            <span>{line}</span>
          )}
          <span className="notification__time">
            <RelativeTime iso={n.created_at} />
          </span>
          <CloseButton
            label={t('notifications.dismiss')}
            onClick={() => void dismiss(n.id)}
            size={14}
            className="notification__dismiss"
          />
        </p>
        {n.status && full && (
          <div className="notification__full-status">
            <StatusArticle id={n.status.id} initial={n.status} />
          </div>
        )}
        {n.status && !full && (
          <Link to={`/notice/${encodeURIComponent(n.status.id)}`} className="notification__status">
            {n.status.summary ? (
              <span className="notification__summary">{n.status.summary}</span>
            ) : (
              <RichHtml
                html={n.status.raw_html}
                emojis={n.status.emojis}
                className="notification__content"
                inLink
              />
            )}
          </Link>
        )}
        {n.type === 'follow_request' && <FollowRequestButtons userId={who.id} name={name} />}
        {(n.type === 'follow' || n.type === 'follow_request') && (
          <p className="notification__acct" dir="ltr">
            @{who.screen_name_ui}
          </p>
        )}
      </div>
    </li>
  );
}
