import { lazy, memo, Suspense, useState, type ReactNode } from 'react';
import type { Status } from '../../api/entities';
import { useTranslation } from '../../i18n/useTranslation';
import { Avatar } from '../../ui/Avatar';
import { AttachmentGallery } from '../media';
import { LinkCard } from './LinkCard';
import { QuoteCard } from './QuoteCard';
import { ReactionBar } from './ReactionBar';
import { ReplyLine } from './ReplyLine';
import { StatusActionBar } from './StatusActionBar';
import { StatusBody } from './StatusBody';
import { StatusHeading } from './StatusHeading';
import { StatusPoll } from './StatusPoll';
import { loadSlot } from '../../core/slots';
import { sameContent } from './actionFields';

// The inline user card loads on first use: most readers never open it.
const InlineUserCard = lazy(loadSlot('inlineUserCard'));
// Stats show on the focused status of a conversation only.
const StatusStats = lazy(() => import('./StatusStats'));

interface StatusContentProps {
  status: Status;
  focused: boolean;
  inConversation: boolean;
  headingExtras?: ReactNode;
  replies?: readonly string[];
}

/**
 * Everything a status shows at first sight, beside its author's avatar. Memoised: a feed's
 * rows re-render when their position changes (new posts above), which must not redraw this;
 * nor must a favourite, repeat, bookmark or reaction, whose parts read the cache themselves.
 */
export const StatusContent = memo(function StatusContent({
  status,
  focused,
  inConversation,
  headingExtras,
  replies,
}: StatusContentProps) {
  const { t } = useTranslation();
  const [cardOpen, setCardOpen] = useState(false);
  const author = status.user;
  const name = author.name || author.screen_name;
  return (
    <div className="status__main">
      <button
        type="button"
        className="status__avatar-button"
        aria-label={t('status.user_card_show', { name })}
        aria-expanded={cardOpen}
        onClick={() => setCardOpen((v) => !v)}
      >
        <Avatar src={author.profile_image_url_original} size={48} />
      </button>
      <div className="status__content-column">
        <StatusHeading status={status} extras={headingExtras} />
        {cardOpen && (
          <Suspense fallback={null}>
            <InlineUserCard user={author} />
          </Suspense>
        )}
        <ReplyLine status={status} />
        <StatusBody status={status} />
        {status.attachments.length > 0 && (
          <AttachmentGallery
            attachments={status.attachments}
            sensitive={status.nsfw}
            inConversation={inConversation}
          />
        )}
        {status.poll && (
          <StatusPoll
            statusId={status.id}
            authorId={status.user.id}
            poll={status.poll}
            emojis={status.emojis}
          />
        )}
        {status.card && !status.quote && status.attachments.length === 0 && (
          <LinkCard card={status.card} sensitive={status.nsfw} />
        )}
        {(status.quote || status.quote_id) && (
          <QuoteCard id={status.quote?.id ?? status.quote_id ?? ''} />
        )}
        {replies && replies.length > 0 && <RepliesList ids={replies} />}
        {focused && (
          <Suspense fallback={<StatsRoom status={status} />}>
            <StatusStats status={status} />
          </Suspense>
        )}
        <ReactionBar status={status} />
        <StatusActionBar status={status} />
      </div>
    </div>
  );
}, sameContentProps);

/**
 * The stats line's room while its chunk loads: the counts are known already, so the line's
 * height is too. Without it the action bar jumped down under the reader's finger when the chunk
 * came in (a favourite pressed then landed on "8 favourites").
 */
function StatsRoom({ status }: { status: Status }) {
  const { t } = useTranslation();
  if (status.repeat_num === 0 && status.fave_num === 0) return null;
  return (
    <div className="status__stats status__stats--room" aria-hidden="true">
      <span className="link-button">
        {status.fave_num > 0
          ? t('status.stats_favourites', { count: status.fave_num })
          : t('status.stats_repeats', { count: status.repeat_num })}
      </span>
    </div>
  );
}

function sameContentProps(a: StatusContentProps, b: StatusContentProps): boolean {
  return (
    a.focused === b.focused &&
    a.inConversation === b.inConversation &&
    a.headingExtras === b.headingExtras &&
    a.replies === b.replies &&
    sameContent(a.status, b.status)
  );
}

function RepliesList({ ids }: { ids: readonly string[] }) {
  const { t } = useTranslation();
  return (
    <p className="status__replies">
      <span>{t('status.replies')}:</span>{' '}
      {ids.map((id, i) => (
        <a key={id} href={`#status-${id}`}>
          #{i + 1}
        </a>
      ))}
    </p>
  );
}
