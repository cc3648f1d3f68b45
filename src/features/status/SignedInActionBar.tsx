import { Ellipsis, Quote, Reply, SmilePlus } from 'lucide-react';
import { lazy, Suspense, useId, useRef, useState } from 'react';
import type { Status, User } from '../../api/entities';
import { useTranslation } from '../../i18n/useTranslation';
import { useServerFeatures } from '../../core/instance/useServerFeatures';
import { usePreference } from '../../core/preferences/preferences';
import { canQuote, canRepeat } from './statusPermissions';
import { useQueryClient } from '@tanstack/react-query';
import { useSessionStore } from '../../core/session/sessionStore';
import { statusActionRunners } from './statusActionRunners';
import { FAVOURITE, REPEAT, ToggleButton } from './ToggleButtons';
import { useEarlyPatch } from './earlyPatch';
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

// The same elements every render: React skips them when the bar renders for a favourite, so
// only the buttons' attributes change (issue 28).
const REPLY_ICON = <Reply aria-hidden="true" size={18} className="flip-in-rtl" />;
const QUOTE_ICON = <Quote aria-hidden="true" size={18} />;
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
  // A reaction shows here first, in this bar's own render; a favourite or repeat in its button's
  // (issue 28).
  const [status, paint] = useEarlyPatch(cached);
  const queryClient = useQueryClient();
  const viewerId = useSessionStore((s) => s.user?.id ?? '');
  const actions = statusActionRunners(queryClient, status, viewerId, paint);
  const server = useServerFeatures();
  const modalOnRepeat = usePreference('modalOnRepeat');
  const [open, setOpen] = useState<Open>(null);
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
        <ToggleButton
          kind={REPEAT}
          status={status}
          queryClient={queryClient}
          viewerId={viewerId}
          waits={repeatWaits}
          noteId={noteId}
          allowed={repeatable}
          confirm={modalOnRepeat ? () => setOpen('confirm-repeat') : null}
        />
        <ToggleButton
          kind={FAVOURITE}
          status={status}
          queryClient={queryClient}
          viewerId={viewerId}
          waits={favouriteWaits}
          noteId={noteId}
        />
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
