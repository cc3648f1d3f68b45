import { memo, useMemo, useState } from 'react';
import type { Emoji, Status } from '../../api/entities';
import { interpolateElements } from '../../i18n/interpolateElements';
import { useTranslation } from '../../i18n/useTranslation';
import { Avatar } from '../../ui/Avatar';
import { Repeat2 } from '../../ui/icon/repeatIcon';
import { splitEmoji } from '../../ui/html/splitEmoji';
import { useRelativeTime } from '../../ui/RelativeTime';
import { ErrorBoundary } from '../../ui/ErrorBoundary';
import { usePreference } from '../../core/preferences/preferences';
import { StatusContent } from './StatusContent';
import { StatusErrorBanner } from './StatusErrorBanner';
import { highlightAttributes } from './highlight';
import { mutedReason } from './mutedReason';
import { useStatus } from './useStatus';
import { LiveStatusContext } from './liveStatus';
import './status.css';
import './statusActions.css';

export interface StatusArticleProps {
  id: string;
  /** Position in a feed, for aria-posinset; omitted outside feeds. */
  position?: number;
  /** Feed size for aria-setsize; -1 while more can load. */
  setSize?: number;
  /** In a conversation: no muted placeholder, stats shown on the focused status. */
  inConversation?: boolean;
  focused?: boolean;
  /**
   * A profile's timeline: the pinned marker shows, and a muted author's posts are not folded
   * (whoever opens a muted person's profile came to read them).
   */
  showPinned?: boolean;
  /** Extra heading controls (the thread chevron and dive button of the tree view). */
  headingExtras?: React.ReactNode;
  /** Ids of replies, listed under the content in a conversation. */
  replies?: readonly string[];
  /** A copy already at hand (a notification's status), so nothing is fetched. */
  initial?: Status;
}

function excerpt(text: string, max = 100): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}

export const StatusArticle = memo(function StatusArticle(props: StatusArticleProps) {
  const { data: outer } = useStatus(props.id, props.initial);
  // A repeat shows the repeated status from its own cache entry, so actions on it show here.
  const innerId = outer?.retweeted_status?.id ?? null;
  const { data: inner } = useStatus(innerId ?? props.id);
  if (!outer) return null;
  const status = innerId ? (inner ?? outer.retweeted_status) : outer;
  if (!status) return null;
  return (
    <ErrorBoundary fallback={<UnavailableStatus id={props.id} />}>
      <StatusFrame {...props} status={status} repeater={innerId ? outer : null} />
    </ErrorBoundary>
  );
});

/** What a status that fails to render shows, so the rest of the timeline stays. */
function UnavailableStatus({ id }: { id: string }) {
  const { t } = useTranslation();
  return (
    <article className="status" aria-label={t('status.status_unavailable')} data-status-id={id}>
      <p className="status__placeholder">{t('status.status_unavailable')}</p>
    </article>
  );
}

/** Who repeated it: strings only, so an action on the repeated status leaves it alone (issue 28). */
const RepeatHeader = memo(function RepeatHeader({
  avatar,
  name,
  emoji,
}: {
  avatar: string;
  name: string;
  emoji: readonly Emoji[];
}) {
  const { t } = useTranslation();
  // The name keeps its custom emoji as pictures, as the author's name does (document 2 §2).
  return (
    <p className="status__marker status__repeat-header">
      <Avatar src={avatar} size={20} />
      <Repeat2 aria-hidden="true" size={14} />
      <span>
        {interpolateElements(t('status.repeated_by'), {
          name: <bdi>{splitEmoji(name, emoji, 'r')}</bdi>,
        })}
      </span>
    </p>
  );
});

function StatusFrame({
  status,
  repeater,
  position,
  setSize,
  inConversation = false,
  focused = false,
  showPinned = false,
  headingExtras,
  replies,
}: StatusArticleProps & { status: Status; repeater: Status | null }) {
  const { t } = useTranslation();
  const muteWords = usePreference('muteWords');
  const highlight = usePreference('highlight')[status.user.screen_name];
  const [unmuted, setUnmuted] = useState(false);
  const author = status.user;
  const authorName = author.name || author.screen_name;
  const repeaterName = repeater ? repeater.user.name || repeater.user.screen_name : '';
  // Author, time and the first words (issue 17): what a reader skimming by ear needs.
  const time = useRelativeTime(status.created_at)?.label ?? '';
  const label = useMemo(() => {
    if (status.deleted) return t('status.status_deleted');
    const body = status.summary
      ? t('status.cw_label', { summary: status.summary })
      : excerpt(status.text);
    return repeater
      ? t('status.label_repeat_timed', {
          repeater: repeaterName,
          author: authorName,
          time,
          text: body,
        })
      : t('status.label_timed', { author: authorName, time, text: body });
  }, [t, repeater, repeaterName, authorName, time, status.summary, status.text, status.deleted]);

  // Conversations show everything; timelines fold muted threads and muted words (document 2 §2).
  const muted =
    inConversation || unmuted ? null : mutedReason(status, muteWords, repeater, !showPinned);

  return (
    <article
      className={`status${focused ? ' status--focused' : ''}`}
      aria-label={label}
      aria-posinset={position}
      aria-setsize={setSize}
      aria-current={focused ? 'true' : undefined}
      // Focusable for the j/k shortcuts, never a Tab stop of its own.
      tabIndex={-1}
      data-status-id={repeater?.id ?? status.id}
      data-author-acct={status.user.screen_name}
      {...highlightAttributes(highlight)}
    >
      <StatusErrorBanner id={status.id} />
      {showPinned && status.pinned && <p className="status__marker">{t('status.pinned')}</p>}
      {repeater && (
        <RepeatHeader
          avatar={repeater.user.profile_image_url_original}
          name={repeaterName}
          emoji={repeater.user.emoji}
        />
      )}
      {status.deleted ? (
        <p className="status__placeholder">{t('status.status_deleted')}</p>
      ) : muted ? (
        <p className="status__placeholder status__muted">
          <bdi>{authorName}</bdi>
          {repeater && <Repeat2 aria-label={t('status.repeat_of')} size={14} />}
          <span>
            {muted.kind === 'thread'
              ? t('status.thread_muted')
              : muted.kind === 'user'
                ? t('status.muted_user')
                : t('status.muted_words', { words: muted.words.join(', ') })}
          </span>
          <button type="button" className="button button--small" onClick={() => setUnmuted(true)}>
            {t('status.unmute')}
          </button>
        </p>
      ) : (
        <LiveStatusContext value={status}>
          <StatusContent
            status={status}
            focused={focused}
            inConversation={inConversation}
            headingExtras={headingExtras}
            replies={replies}
          />
        </LiveStatusContext>
      )}
    </article>
  );
}
