import { ChevronDown, ChevronUp } from 'lucide-react';
import { useState } from 'react';
import type { User } from '../../api';
import { useTranslation } from '../../i18n/useTranslation';
import { Link } from '../../ui/router';
import { Avatar } from '../../ui/Avatar';
import { splitEmoji } from '../../ui/html/splitEmoji';
import { useInstanceStore } from '../../core/instance/instanceStore';
import { profilePath } from '../../core/profilePath';
import { FollowButton } from './FollowButton';
import { useConfirmation } from './useConfirmation';
import { useRelationship } from './useRelationship';
import { useRelationshipActions } from './useRelationshipActions';
import { UserCard } from './UserCard';

/**
 * Document 2 §2: avatar, name, @screen name, and the full card on demand. In lists the
 * follow button sits beside it; one's own followers can be removed from here.
 */
export function BasicUserCard({
  user,
  offerRemoveFollower = false,
}: {
  user: User;
  offerRemoveFollower?: boolean;
}) {
  const { t } = useTranslation();
  const restricted = useInstanceStore((s) => s.settings?.restrictedNicknames);
  const relationship = useRelationship(user);
  const actions = useRelationshipActions(user);
  const name = user.name || user.screen_name;
  const { confirm, dialog } = useConfirmation(name);
  const [expanded, setExpanded] = useState(false);
  return (
    <li className="basic-card">
      <div className="basic-card__row">
        <Link to={profilePath(user, restricted)} className="basic-card__link">
          <Avatar src={user.profile_image_url_original} size={40} />
          <span className="basic-card__names">
            <bdi className="basic-card__name">{splitEmoji(name, user.emoji, `b${user.id}`)}</bdi>
            <span className="basic-card__acct" dir="ltr">
              @{user.screen_name_ui}
            </span>
          </span>
        </Link>
        <div className="basic-card__buttons">
          {relationship && (
            <FollowButton
              user={user}
              relationship={relationship}
              actions={actions}
              confirm={confirm}
            />
          )}
          {offerRemoveFollower && relationship?.followed_by && (
            <button
              type="button"
              className="button"
              disabled={actions.busy === 'removeFollower'}
              onClick={() => confirm('remove_follower', true, () => void actions.removeFollower())}
            >
              {t('user_card.remove_follower')}
            </button>
          )}
          <button
            type="button"
            className="icon-button"
            aria-expanded={expanded}
            aria-label={
              expanded ? t('user_card.hide_full', { name }) : t('user_card.show_full', { name })
            }
            onClick={() => setExpanded((v) => !v)}
          >
            {expanded ? (
              <ChevronUp aria-hidden="true" size={18} />
            ) : (
              <ChevronDown aria-hidden="true" size={18} />
            )}
          </button>
        </div>
      </div>
      {expanded && <UserCard user={user} headingLevel={3} />}
      {dialog}
    </li>
  );
}
