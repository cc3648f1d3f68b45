import { Clock, Ellipsis, Quote, Repeat2, Reply, SmilePlus, Star } from 'lucide-react';
import { lazy, Suspense, useId, useRef, useState } from 'react';
import type { Status, User } from '../../api/entities';
import { useTranslation } from '../../i18n/useTranslation';
import { useServerFeatures } from '../../core/instance/useServerFeatures';
import { usePreference } from '../../core/preferences/preferences';
import { canQuote, canRepeat } from './statusPermissions';
import { useStatusActions } from './useStatusActions';
import { useEarlyPatch } from './earlyPatch';
import { afterFrameTasks } from '../../ui/afterNextPaint';
import { InlineComposer } from '../composer';
import { useStatusOutbox } from '../../core/outbox/outboxStore';
import type { OutboxEntry } from '../../core/outbox/outboxRules';
import { OutboxNote } from './OutboxNote';
import './statusExtras.css';

// Everything behind a click loads on first use.
const StatusMenu = lazy(() => import('./StatusMenu'));
const ConfirmDialog = lazy(() =>
  import('../../ui/ConfirmDialog').then((m) => ({ default: m.ConfirmDialog })),
);
const ReactionPicker = lazy(() => import('./ReactionPicker'));

/** Document 2 §9: the favourite animation lasts 500 ms. */
const FAVOURITE_ANIMATION_MS = 500;

type Open = 'menu' | 'confirm-repeat' | 'picker' | 'reply' | 'quote' | null;

/** Whether a favourite (or repeat) of this status waits in the outbox, not yet refused. */
function waitingToggle(entries: readonly OutboxEntry[], on: string, off: string): boolean {
  return entries.some(
    (e) =>
      e.state !== 'failed' &&
      e.action.kind === 'toggle' &&
      (e.action.toggle === on || e.action.toggle === off),
  );
}

/** The waiting mark on a pressed button whose call has not gone yet (issue 27). */
function WaitingMark() {
  return <Clock aria-hidden="true" size={10} className="status__action-waiting" />;
}

/**
 * A count beside a toggle keeps its element at 0 (empty): the press that makes the first
 * favourite then changes a text, where inserting the element restyled up the page (the `:has()`
 * rules on the post, the panel and the body are checked again on any insertion below them) and
 * made Chromium re-layerize it (issue 28). Empty, it fits in the button's minimum width, so a
 * button without a count looks as before.
 */
function countText(value: number): number | string {
  return value > 0 ? value : '';
}

// The same elements every render: React skips them when the bar renders for a favourite, so
// only the buttons' attributes change (issue 28).
const REPLY_ICON = <Reply aria-hidden="true" size={18} className="flip-in-rtl" />;
const QUOTE_ICON = <Quote aria-hidden="true" size={18} />;
const REPEAT_ICON = <Repeat2 aria-hidden="true" size={18} />;
const FAVOURITE_ICON = <Star aria-hidden="true" size={18} />;
const REACT_ICON = <SmilePlus aria-hidden="true" size={18} />;
const MORE_ICON = <Ellipsis aria-hidden="true" size={18} />;

/** The signed-in action bar: reply, quote, repeat, favourite, react and the extra menu. */
export default function SignedInActionBar({
  status: cached,
  viewer,
}: {
  status: Status;
  viewer: User;
}) {
  const { t } = useTranslation();
  // A favourite or repeat shows here first, in this bar's own render (issue 28).
  const [status, paint] = useEarlyPatch(cached);
  const actions = useStatusActions(status, paint);
  const server = useServerFeatures();
  const modalOnRepeat = usePreference('modalOnRepeat');
  const [open, setOpen] = useState<Open>(null);
  const [animating, setAnimating] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const reactButton = useRef<HTMLButtonElement>(null);
  const replyButton = useRef<HTMLButtonElement>(null);
  const repeatable = canRepeat(status, viewer);
  const quotable = canQuote(status, viewer) && server.quotes;
  const reactable = server.reactions;
  const toggle = (what: Open) => setOpen((v) => (v === what ? null : what));
  const outbox = useStatusOutbox(status.id);
  const noteId = useId();
  const favouriteWaits = waitingToggle(outbox, 'favourite', 'unfavourite');
  const repeatWaits = waitingToggle(outbox, 'reblog', 'unreblog');

  const favourite = () => {
    const starts = !status.favorited;
    void actions.favourite();
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
  const repeat = () => {
    if (!status.repeated && modalOnRepeat) setOpen('confirm-repeat');
    else void actions.repeat();
  };

  return (
    <>
      <div className="status__actions" role="group" aria-label={t('status.more_actions')}>
        <button
          type="button"
          className="status__action"
          aria-label={
            status.replies_count > 0
              ? t('status.replies_count', { count: status.replies_count })
              : t('status.reply')
          }
          aria-expanded={open === 'reply'}
          data-shortcut="reply"
          aria-keyshortcuts="r"
          ref={replyButton}
          onClick={() => toggle('reply')}
        >
          {REPLY_ICON}
          {status.replies_count > 0 && <span aria-hidden="true">{status.replies_count}</span>}
        </button>
        {quotable && (
          <button
            type="button"
            className="status__action"
            aria-label={t('status.quote')}
            aria-expanded={open === 'quote'}
            onClick={() => toggle('quote')}
          >
            {QUOTE_ICON}
          </button>
        )}
        <button
          type="button"
          className={`status__action${status.repeated ? ' is-on is-repeat' : ''}${repeatWaits ? ' is-waiting' : ''}`}
          aria-label={
            status.repeat_num > 0
              ? t('status.repeat_count', { count: status.repeat_num })
              : t('status.repeat')
          }
          aria-pressed={status.repeated}
          aria-describedby={repeatWaits ? `${noteId}-reblog` : undefined}
          disabled={!repeatable}
          title={repeatable ? undefined : t('status.repeat_not_allowed')}
          data-shortcut="repeat"
          aria-keyshortcuts="b"
          onClick={repeat}
        >
          {REPEAT_ICON}
          <span aria-hidden="true">{countText(status.repeat_num)}</span>
          {repeatWaits && <WaitingMark />}
        </button>
        <button
          type="button"
          className={`status__action${status.favorited ? ' is-on is-favourite' : ''}${animating ? ' is-animating' : ''}${favouriteWaits ? ' is-waiting' : ''}`}
          aria-label={
            status.fave_num > 0
              ? t('status.favourite_count', { count: status.fave_num })
              : t('status.favourite')
          }
          aria-pressed={status.favorited}
          aria-describedby={favouriteWaits ? `${noteId}-favourite` : undefined}
          data-shortcut="favourite"
          aria-keyshortcuts="f"
          onClick={favourite}
        >
          {FAVOURITE_ICON}
          <span aria-hidden="true">{countText(status.fave_num)}</span>
          {favouriteWaits && <WaitingMark />}
        </button>
        {reactable && (
          <button
            ref={reactButton}
            type="button"
            className="status__action"
            aria-label={t('status.react')}
            aria-expanded={open === 'picker'}
            data-shortcut="react"
            aria-keyshortcuts="e"
            onClick={() => toggle('picker')}
          >
            {REACT_ICON}
          </button>
        )}
        <button
          ref={menuButton}
          type="button"
          className="status__action"
          aria-label={t('status.more_actions')}
          aria-haspopup="menu"
          aria-expanded={open === 'menu'}
          onClick={() => toggle('menu')}
        >
          {MORE_ICON}
        </button>
      </div>
      <OutboxNote statusId={status.id} id={noteId} />
      {(open === 'reply' || open === 'quote') && (
        <InlineComposer
          mode={open}
          status={status}
          onClose={() => {
            // Focus was in the form that goes: it returns to the reply button (issue 17).
            const inForm =
              open === 'reply' && document.activeElement?.closest('.status__inline-form');
            setOpen(null);
            if (inForm || document.activeElement === document.body) replyButton.current?.focus();
          }}
        />
      )}
      <Suspense fallback={null}>
        {open === 'menu' && (
          <StatusMenu
            status={status}
            onClose={() => {
              setOpen(null);
              menuButton.current?.focus();
            }}
          />
        )}
        {open === 'picker' && (
          <ReactionPicker
            onPick={(emoji) => {
              setOpen(null);
              reactButton.current?.focus();
              const mine = status.emoji_reactions.some((r) => r.name === emoji.name && r.me);
              void actions.react(emoji, !mine);
            }}
            onClose={() => {
              setOpen(null);
              reactButton.current?.focus();
            }}
          />
        )}
        {open === 'confirm-repeat' && (
          <ConfirmDialog
            title={t('status.confirm.repeat_title')}
            body={t('status.confirm.repeat_body')}
            confirmLabel={t('status.confirm.repeat_accept')}
            cancelLabel={t('status.confirm.cancel')}
            onConfirm={() => {
              setOpen(null);
              void actions.repeat();
            }}
            onCancel={() => setOpen(null)}
          />
        )}
      </Suspense>
    </>
  );
}
