import { Clock, Repeat2, Star } from 'lucide-react';
import { useState } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import type { Status } from '../../api/entities';
import { useTranslation } from '../../i18n/useTranslation';
import { useEarlyPatch } from './earlyPatch';
import { statusActionRunners } from './statusActionRunners';
import { afterFrameTasks } from '../../ui/afterNextPaint';

/** Document 2 §9: the favourite animation lasts 500 ms. */
const FAVOURITE_ANIMATION_MS = 500;

// The same elements every render: a press changes only the button's attributes and its count.
const REPEAT_ICON = <Repeat2 aria-hidden="true" size={18} />;
const FAVOURITE_ICON = <Star aria-hidden="true" size={18} />;
const WAITING_MARK = <Clock aria-hidden="true" size={10} className="status__action-waiting" />;

/**
 * A count beside a toggle keeps its element at 0 (empty): the press that makes the first
 * favourite then changes a text, where inserting the element restyled up the page (the `:has()`
 * rules on the post, the panel and the body are checked again on any insertion below them; issue
 * 28). Empty, it fits in the button's minimum width, so a button without a count looks as before.
 */
function countText(value: number): number | string {
  return value > 0 ? value : '';
}

/**
 * What a toggle needs from its bar. Each toggle holds its own early copy (`useEarlyPatch`), so a
 * press renders this button alone, not the whole bar with its hooks and other buttons (issue 28);
 * the cache's change, after the pressed frame, renders the bar as before.
 */
interface ToggleProps {
  status: Status;
  queryClient: QueryClient;
  viewerId: string;
  /** The call waits in the outbox (issue 27): the mark, and the note that says so. */
  waits: boolean;
  noteId: string;
}

export function FavouriteButton({
  status: given,
  queryClient,
  viewerId,
  waits,
  noteId,
}: ToggleProps) {
  const { t } = useTranslation();
  const [status, paint] = useEarlyPatch(given);
  const [animating, setAnimating] = useState(false);
  const favourite = () => {
    const starts = !status.favorited;
    void statusActionRunners(queryClient, status, viewerId, paint).favourite();
    // The animation starts after the pressed star's frame and the tasks it queued, with the
    // cache's change. Started from the next animation frame, its render and then its running
    // frames came first: after a click Chromium puts frames ahead of tasks, so everything
    // queued behind the pressed frame waited ~3 frames at 4x CPU (issue 28).
    if (starts)
      void afterFrameTasks().then(() => {
        setAnimating(true);
        setTimeout(() => setAnimating(false), FAVOURITE_ANIMATION_MS);
      });
  };
  return (
    <button
      type="button"
      className={`status__action${status.favorited ? ' is-on is-favourite' : ''}${animating ? ' is-animating' : ''}${waits ? ' is-waiting' : ''}`}
      aria-label={
        status.fave_num > 0
          ? t('status.favourite_count', { count: status.fave_num })
          : t('status.favourite')
      }
      aria-pressed={status.favorited}
      aria-describedby={waits ? `${noteId}-favourite` : undefined}
      data-shortcut="favourite"
      aria-keyshortcuts="f"
      onClick={favourite}
    >
      {FAVOURITE_ICON}
      <span aria-hidden="true">{countText(status.fave_num)}</span>
      {waits && WAITING_MARK}
    </button>
  );
}

export function RepeatButton({
  status: given,
  queryClient,
  viewerId,
  waits,
  noteId,
  allowed,
  confirm,
}: ToggleProps & {
  allowed: boolean;
  /** Asks first (the confirmation setting) instead of repeating; null repeats at once. */
  confirm: (() => void) | null;
}) {
  const { t } = useTranslation();
  const [status, paint] = useEarlyPatch(given);
  const repeat = () => {
    if (!status.repeated && confirm) confirm();
    else void statusActionRunners(queryClient, status, viewerId, paint).repeat();
  };
  return (
    <button
      type="button"
      className={`status__action${status.repeated ? ' is-on is-repeat' : ''}${waits ? ' is-waiting' : ''}`}
      aria-label={
        status.repeat_num > 0
          ? t('status.repeat_count', { count: status.repeat_num })
          : t('status.repeat')
      }
      aria-pressed={status.repeated}
      aria-describedby={waits ? `${noteId}-reblog` : undefined}
      disabled={!allowed}
      title={allowed ? undefined : t('status.repeat_not_allowed')}
      data-shortcut="repeat"
      aria-keyshortcuts="b"
      onClick={repeat}
    >
      {REPEAT_ICON}
      <span aria-hidden="true">{countText(status.repeat_num)}</span>
      {waits && WAITING_MARK}
    </button>
  );
}
