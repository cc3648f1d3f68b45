import { Link } from '../../lib/router';
import './statusExtras.css';
import type { User } from '../../api/entities';
import { RichHtml } from '../../ui/html/RichHtml';
import { splitEmoji } from '../../ui/html/splitEmoji';
import { useInstanceStore } from '../instance/instanceStore';
import { profilePath } from './profilePath';

/** The basic user card a status's avatar toggles: cover, name, @screen name and bio. */
export default function InlineUserCard({ user }: { user: User }) {
  const restricted = useInstanceStore((s) => s.settings?.restrictedNicknames);
  const name = user.name || user.screen_name;
  return (
    <section
      className="status__user-card"
      aria-label={name}
      style={
        user.cover_photo
          ? {
              backgroundImage: `linear-gradient(var(--bg-panel-alpha, rgba(15,22,32,.82)), var(--bg-panel-alpha, rgba(15,22,32,.82))), url("${user.cover_photo}")`,
            }
          : undefined
      }
    >
      <Link to={profilePath(user, restricted)} className="status__user-card-name">
        <bdi>{splitEmoji(name, user.emoji, `c${user.id}`)}</bdi> <span>@{user.screen_name_ui}</span>
      </Link>
      {user.description_html && (
        <RichHtml
          html={user.description_html}
          emojis={user.emoji}
          className="status__user-card-bio"
        />
      )}
    </section>
  );
}
