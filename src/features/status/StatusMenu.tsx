import { useQueryClient } from '@tanstack/react-query';
import './statusExtras.css';
import { lazy, Suspense, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { translateStatus, type Status } from '../../api';
import { useTranslation } from '../../i18n/useTranslation';
import { useServerFeatures } from '../../core/instance/useServerFeatures';
import { pushNotice } from '../../core/notices/noticesStore';
import { api } from '../../core/client';
import { useSessionStore } from '../../core/session/sessionStore';
import { usePreference } from '../../core/preferences/preferences';
import { runOptimistic } from './optimisticStatus';
import { statusKey } from '../../core/statusCache';
import { canDelete, canEdit, canPin, canRedraft } from './statusPermissions';
import { useStatusActions } from './useStatusActions';
import { usePostModal } from '../composer';
import { loadSlot } from '../../core/slots';

const ConfirmDialog = lazy(() =>
  import('../../ui/ConfirmDialog').then((m) => ({ default: m.ConfirmDialog })),
);
const HistoryDialog = lazy(() => import('./HistoryDialog'));
// The report form belongs to the profile feature; the app fills the slot (core/slots.ts).
const ReportDialog = lazy(loadSlot('report'));
const InteractionAvatars = lazy(() => import('./InteractionAvatars'));

type Dialog = 'delete' | 'redraft' | 'history' | 'report' | 'favourited' | 'reblogged' | null;

interface Item {
  key: string;
  label: string;
  run: () => void;
}

/** The extra-actions menu (document 2 §2, §4), loaded the first time it opens. */
export default function StatusMenu({ status, onClose }: { status: Status; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const viewer = useSessionStore((s) => s.user);
  const server = useServerFeatures();
  const modalOnDelete = usePreference('modalOnDelete');
  const translationLanguage = usePreference('translationLanguage');
  const actions = useStatusActions(status);
  const [dialog, setDialog] = useState<Dialog>(null);
  const list = useRef<HTMLUListElement>(null);
  const name = status.user.name || status.user.screen_name;
  const link = status.is_local
    ? `${window.location.origin}/notice/${status.id}`
    : status.external_url;

  // Focus moves in the task that draws the menu: after the paint, an Escape pressed in its first
  // frame would land on the opener and leave the menu open.
  useLayoutEffect(() => {
    if (dialog === null) list.current?.querySelector('button')?.focus();
  }, [dialog]);

  const act = (fn: () => unknown) => () => {
    onClose();
    void fn();
  };
  const remove = () => {
    void actions.remove();
    onClose();
  };
  const redraft = act(() => usePostModal.getState().open({ mode: 'redraft', status }));
  const translate = async () => {
    // Document 2 §8: without a chosen target, say so and try the interface language.
    if (!translationLanguage)
      pushNotice({ level: 'info', messageKey: 'toast.no_translation_target_set', timeout: 5000 });
    const target = translationLanguage ?? i18n.language.split('-')[0] ?? 'en';
    await runOptimistic(
      queryClient,
      status.id,
      'translate',
      () => ({}),
      async () => {
        const translation = await translateStatus(api, status.id, target, status.language);
        const current = queryClient.getQueryData<Status>(statusKey(status.id)) ?? status;
        return { ...current, translation };
      },
    );
  };
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      pushNotice({ level: 'success', messageKey: 'status.menu.link_copied', timeout: 2000 });
    } catch {
      pushNotice({ messageKey: 'common.error_generic', timeout: 5000 });
    }
  };

  const items: Item[] = [];
  if (viewer) {
    items.push({
      key: 'bookmark',
      label: status.bookmarked ? t('status.menu.unbookmark') : t('status.menu.bookmark'),
      run: act(actions.bookmark),
    });
    if (canPin(status, viewer))
      items.push({
        key: 'pin',
        label: status.pinned ? t('status.menu.unpin') : t('status.menu.pin'),
        run: act(actions.pin),
      });
    items.push({
      key: 'mute',
      label: status.thread_muted
        ? t('status.menu.unmute_conversation')
        : t('status.menu.mute_conversation'),
      run: act(actions.muteConversation),
    });
  }
  items.push({
    key: 'favourited',
    label: t('status.menu.favourited_by'),
    run: () => setDialog('favourited'),
  });
  items.push({
    key: 'reblogged',
    label: t('status.menu.reblogged_by'),
    run: () => setDialog('reblogged'),
  });
  if (status.edited_at)
    items.push({
      key: 'history',
      label: t('status.menu.history'),
      run: () => setDialog('history'),
    });
  if (server.translation)
    items.push({ key: 'translate', label: t('status.menu.translate'), run: act(translate) });
  items.push({ key: 'copy', label: t('status.menu.copy_link'), run: act(copy) });
  if (!status.is_local && status.external_url)
    items.push({
      key: 'external',
      label: t('status.menu.external'),
      run: act(() => window.open(status.external_url, '_blank', 'noopener')),
    });
  if (viewer && canEdit(status, viewer, server.editing))
    items.push({
      key: 'edit',
      label: t('status.menu.edit'),
      run: act(() => usePostModal.getState().open({ mode: 'edit', status })),
    });
  if (viewer && canRedraft(status, viewer))
    items.push({
      key: 'redraft',
      label: t('status.menu.redraft'),
      // Redrafting deletes the post, so it asks as deleting does.
      run: modalOnDelete ? () => setDialog('redraft') : redraft,
    });
  if (viewer && canDelete(status, viewer, server.staffDeleteOthers))
    items.push({
      key: 'delete',
      label: t('status.menu.delete'),
      run: () => (modalOnDelete ? setDialog('delete') : remove()),
    });
  if (viewer && viewer.id !== status.user.id)
    items.push({
      key: 'report',
      label: t('status.menu.report', { name }),
      run: () => setDialog('report'),
    });

  const onKeyDown = (e: KeyboardEvent<HTMLUListElement>) => {
    const buttons = [...(list.current?.querySelectorAll('button') ?? [])];
    const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
    if (e.key === 'Escape') {
      e.stopPropagation();
      onClose();
    } else if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      const step = e.key === 'ArrowDown' ? 1 : -1;
      buttons[(at + step + buttons.length) % buttons.length]?.focus();
    }
  };

  return (
    <>
      {dialog === null && (
        <ul
          ref={list}
          className="status-menu"
          role="menu"
          aria-label={t('status.more_actions')}
          onKeyDown={onKeyDown}
        >
          {items.map((item) => (
            <li key={item.key} role="none">
              <button type="button" role="menuitem" className="menu-item" onClick={item.run}>
                {item.label}
              </button>
            </li>
          ))}
        </ul>
      )}
      <Suspense fallback={null}>
        {dialog === 'delete' && (
          <ConfirmDialog
            title={t('status.confirm.delete_title')}
            body={t('status.confirm.delete_body')}
            confirmLabel={t('status.confirm.delete_accept')}
            cancelLabel={t('status.confirm.cancel')}
            onConfirm={remove}
            onCancel={onClose}
          />
        )}
        {dialog === 'redraft' && (
          <ConfirmDialog
            title={t('status.confirm.redraft_title')}
            body={t('status.confirm.redraft_body')}
            confirmLabel={t('status.confirm.redraft_accept')}
            cancelLabel={t('status.confirm.cancel')}
            onConfirm={redraft}
            onCancel={onClose}
          />
        )}
        {(dialog === 'favourited' || dialog === 'reblogged') && (
          <div className="status-menu__avatars">
            <p>
              {dialog === 'favourited' ? t('status.favourited_by') : t('status.repeated_by_list')}
            </p>
            <InteractionAvatars statusId={status.id} kind={dialog} />
            <button type="button" className="button button--small" onClick={onClose}>
              {t('status.close')}
            </button>
          </div>
        )}
        {dialog === 'history' && <HistoryDialog status={status} onClose={onClose} />}
        {dialog === 'report' && (
          <ReportDialog user={status.user} statusId={status.id} onClose={onClose} />
        )}
      </Suspense>
    </>
  );
}
