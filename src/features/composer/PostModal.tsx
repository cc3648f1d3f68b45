import { useQuery } from '@tanstack/react-query';
import type { Status } from '../../api';
import { statusKey } from '../../core/statusCache';
import { useId } from 'react';
import { useModalDialog, closeOnCancel } from '../../ui/useModalDialog';
import { useTranslation } from '../../i18n/useTranslation';
import { ComposerLoader } from './ComposerLoader';
import { openDraft } from './openDraft';
import { usePostModal, type PostModalRequest } from './postModalStore';
// The dialog frame's look, shared with the app's other modals (loaded with them on demand).
import '../../ui/modal.css';
import { CloseButton } from '../../ui/CloseButton';

/** The post modal: new post, reply, quote, edit and redraft in a dialog (loaded on first use). */
export default function PostModal({ request }: { request: PostModalRequest }) {
  const { t } = useTranslation();
  const close = usePostModal((s) => s.close);
  const ref = useModalDialog();
  const titleId = useId();
  // Opened from a draft, only the id is known: the loader fetches the status into this entry.
  const cached = useQuery<Status>({ queryKey: statusKey(request.statusId ?? ''), enabled: false });
  const status = request.status ?? cached.data;
  const name = status ? status.user.name || status.user.screen_name : '';
  const title =
    request.mode === 'edit'
      ? t('post_status.edit_title')
      : request.mode === 'redraft'
        ? t('post_status.redraft_title')
        : request.mode === 'reply' && name
          ? t('post_status.reply_title', { name })
          : request.mode === 'quote' && name
            ? t('post_status.quote_title', { name })
            : t('post_status.new_status');

  return (
    <dialog
      ref={ref}
      className="modal post-modal"
      aria-labelledby={titleId}
      onCancel={closeOnCancel(close)}
    >
      <div className="modal__header">
        <h2 id={titleId}>{title}</h2>
        <CloseButton label={t('modal.close', { title })} onClick={close} />
      </div>
      <div className="modal__body">
        <ComposerLoader
          request={request}
          autoFocus
          onPosted={close}
          onOpenDraft={(key) => openDraft(key)}
        />
      </div>
    </dialog>
  );
}
