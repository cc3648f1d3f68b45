import { Link } from '../../ui/router';
import type { User } from '../../api';
import { Avatar } from '../../ui/Avatar';
import { splitEmoji } from '../../ui/html/splitEmoji';
import { profilePath } from '../../core/profilePath';
// Its own styles: the about page lists staff with it, with no suggestions panel on screen.
import './suggestedUser.css';

export function SuggestedUser({ user, avatarSize = 40 }: { user: User; avatarSize?: number }) {
  return (
    <li className="suggested-user">
      <Link to={profilePath(user)} className="suggested-user__link">
        <Avatar src={user.profile_image_url_original} size={avatarSize} />
        <span className="suggested-user__names">
          <bdi className="suggested-user__name">
            {splitEmoji(user.name || user.screen_name, user.emoji, `s${user.id}`)}
          </bdi>
          <span className="suggested-user__acct">@{user.screen_name_ui}</span>
        </span>
      </Link>
    </li>
  );
}
