import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { deleteStatus, editStatus, fetchStatusSource, postRedraft, type Status } from '../../api';
import { useTranslation } from '../../i18n/useTranslation';
import { ErrorMessage } from '../../ui/ErrorMessage';
import { Spinner } from '../../ui/Spinner';
import { api } from '../session/api';
import { statusKey, storeStatus } from './statusCache';
import { StatusDialog } from './StatusDialog';

/**
 * Edit and redraft until the composer's modals land: the post's source in a plain form.
 * Redraft deletes the post first (document 2 §2), then posts the edited text as a new one.
 */
export default function EditDialog({
  status,
  mode,
  onClose,
}: {
  status: Status;
  mode: 'edit' | 'redraft';
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const textId = useId();
  const cwId = useId();
  const source = useQuery({
    queryKey: ['status', status.id, 'source'],
    queryFn: () => fetchStatusSource(api, status.id),
    staleTime: 0,
  });
  const [text, setText] = useState<string | null>(null);
  const [cw, setCw] = useState<string | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!source.data) return;
    setBusy(true);
    setError(null);
    const payload = {
      status: text ?? source.data.text,
      spoiler_text: cw ?? source.data.spoiler_text,
      sensitive: status.nsfw,
      content_type: source.data.content_type,
    };
    try {
      if (mode === 'edit') {
        storeStatus(
          queryClient,
          await editStatus(api, status.id, {
            ...payload,
            media_ids: status.attachments.map((a) => a.id),
          }),
        );
      } else {
        await deleteStatus(api, status.id);
        queryClient.setQueryData<Status>(statusKey(status.id), (s) =>
          s ? { ...s, deleted: true } : s,
        );
        storeStatus(
          queryClient,
          await postRedraft(api, {
            ...payload,
            visibility: status.visibility,
            in_reply_to_id: status.in_reply_to_status_id,
          }),
        );
      }
      onClose();
    } catch (err) {
      setError(err);
      setBusy(false);
    }
  };

  return (
    <StatusDialog
      title={mode === 'edit' ? t('status.edit_title') : t('status.redraft_title')}
      onClose={onClose}
    >
      {source.isPending ? (
        <Spinner label={t('status.loading')} />
      ) : source.isError ? (
        <ErrorMessage error={source.error} onRetry={() => void source.refetch()} />
      ) : (
        <form className="edit-form" onSubmit={(e) => void submit(e)}>
          <label htmlFor={cwId}>{t('status.edit_subject')}</label>
          <input
            id={cwId}
            value={cw ?? source.data.spoiler_text}
            onChange={(e) => setCw(e.target.value)}
          />
          <label htmlFor={textId}>{t('status.edit_text')}</label>
          <textarea
            id={textId}
            rows={6}
            value={text ?? source.data.text}
            onChange={(e) => setText(e.target.value)}
          />
          {error !== null && <ErrorMessage error={error} />}
          <button type="submit" className="button button--primary" disabled={busy}>
            {mode === 'edit' ? t('status.edit_save') : t('status.redraft_post')}
          </button>
        </form>
      )}
    </StatusDialog>
  );
}
