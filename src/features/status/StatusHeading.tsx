import type { ReactNode } from 'react';
import { Link } from '../../ui/router';
import type { Status } from '../../api/entities';
import { useTranslation } from '../../i18n/useTranslation';
import { RelativeTime } from '../../ui/RelativeTime';
import { splitEmoji } from '../../ui/html/splitEmoji';
import { warm } from '../../core/warmers';
import { useInstanceStore } from '../../core/instance/instanceStore';
import { VisibilityIcon } from './VisibilityIcon';
import { profilePath } from '../../core/profilePath';

const warmConversation = () => warm('conversation');

/** Name, @screen name, remote favicon, time link, visibility icon and expand (document 2 §2). */
export function StatusHeading({ status, extras }: { status: Status; extras?: ReactNode }) {
  const { t } = useTranslation();
  const restricted = useInstanceStore((s) => s.settings?.restrictedNicknames);
  const author = status.user;
  const name = author.name || author.screen_name;
  return (
    <header className="status__heading">
      <Link
        to={profilePath(author, restricted)}
        className="status__author"
        data-shortcut="profile"
        aria-keyshortcuts="p"
      >
        <bdi className="status__name">{splitEmoji(name, author.emoji, `n${author.id}`)}</bdi>
        <span className="status__acct" dir="ltr">
          @{author.screen_name_ui}
        </span>
      </Link>
      {!author.is_local && author.favicon && (
        <img
          className="status__favicon"
          src={author.favicon}
          alt=""
          title={t('status.from_instance', { instance: author.screen_name.split('@')[1] ?? '' })}
          width={14}
          height={14}
          loading="lazy"
        />
      )}
      <span className="status__heading-end">
        <Link
          to={`/notice/${status.id}`}
          className="status__time"
          data-shortcut="open"
          aria-keyshortcuts="o"
          onPointerEnter={warmConversation}
          onFocus={warmConversation}
        >
          <RelativeTime iso={status.created_at} />
        </Link>
        <VisibilityIcon visibility={status.visibility} />
        {extras}
      </span>
    </header>
  );
}
