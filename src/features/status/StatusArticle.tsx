import { memo, useMemo } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { Link } from 'react-router';
import type { Status } from '../../api/entities';
import { Avatar } from '../../ui/Avatar';
import { RelativeTime } from '../../ui/RelativeTime';
import { splitEmoji } from '../../ui/html/splitEmoji';
import { StatusBody } from './StatusBody';
import { profilePath } from './profilePath';
import { useStatus } from './useStatus';
import './status.css';

interface StatusArticleProps {
  id: string;
  /** Position in a feed, for aria-posinset; omitted outside feeds. */
  position?: number;
  /** Feed size for aria-setsize; -1 while more can load. */
  setSize?: number;
}

function excerpt(text: string, max = 100): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}

export const StatusArticle = memo(function StatusArticle({
  id,
  position,
  setSize,
}: StatusArticleProps) {
  const { data: status } = useStatus(id);
  if (!status) return null;
  return <StatusView status={status} position={position} setSize={setSize} />;
});

function StatusView({
  status: outer,
  position,
  setSize,
}: {
  status: Status;
  position?: number;
  setSize?: number;
}) {
  const { t } = useTranslation();
  const repeater = outer.retweeted_status ? outer.user : null;
  const status = outer.retweeted_status ?? outer;
  const author = status.user;
  const authorName = author.name || author.screen_name;
  const label = useMemo(() => {
    const body = status.summary
      ? t('status.cw_label', { summary: status.summary })
      : excerpt(status.text);
    return repeater
      ? t('status.label_repeat', {
          repeater: repeater.name || repeater.screen_name,
          author: authorName,
          text: body,
        })
      : t('status.label', { author: authorName, text: body });
  }, [t, repeater, authorName, status.summary, status.text]);

  return (
    <article
      className="status"
      aria-label={label}
      aria-posinset={position}
      aria-setsize={setSize}
      data-status-id={outer.id}
    >
      {repeater && (
        <p className="status__repeat-header">
          <Avatar src={repeater.profile_image_url_original} size={20} />
          <span>{t('status.repeated_by', { name: repeater.name || repeater.screen_name })}</span>
        </p>
      )}
      <div className="status__main">
        <Link
          to={profilePath(author)}
          className="status__avatar-link"
          tabIndex={-1}
          aria-hidden="true"
        >
          <Avatar src={author.profile_image_url_original} size={48} />
        </Link>
        <div className="status__content-column">
          <header className="status__heading">
            <Link to={profilePath(author)} className="status__author">
              <bdi className="status__name">
                {splitEmoji(authorName, author.emoji, `n${author.id}`)}
              </bdi>
              <span className="status__acct">@{author.screen_name_ui}</span>
            </Link>
            <Link to={`/notice/${status.id}`} className="status__time">
              <RelativeTime iso={status.created_at} />
            </Link>
          </header>
          <StatusBody status={status} />
        </div>
      </div>
    </article>
  );
}
