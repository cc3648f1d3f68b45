import { useQueryClient } from '@tanstack/react-query';
import { Trash2 } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import type { Report } from '../../api/admin';
import { useTranslation } from '../../i18n/useTranslation';
import { RelativeTime } from '../../ui/RelativeTime';
import { errorText } from './errorText';
import { reportActions } from './reportsFeed';

/** A report's notes with their authors, and the form to add one (document 3 §7). */
export function ReportNotes({ report, account }: { report: Report; account: string }) {
  const { t } = useTranslation();
  const { addNote, deleteNote } = reportActions(useQueryClient());
  const [draft, setDraft] = useState('');
  const [busy, setBusy] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const fieldId = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (draft.trim() === '') {
      setFailure(t('moderation.note_required'));
      return;
    }
    setBusy('add');
    setFailure(null);
    const error = await addNote(report.id, draft);
    setBusy(null);
    // The draft stays on failure, so nothing typed is lost.
    if (error) setFailure(t('moderation.note_failed', { error: errorText(error, t) }));
    else setDraft('');
  };

  const remove = async (noteId: string) => {
    setBusy(noteId);
    setFailure(null);
    const error = await deleteNote(report.id, noteId);
    setBusy(null);
    if (error) setFailure(t('moderation.delete_note_failed', { error: errorText(error, t) }));
  };

  return (
    // A plain block, not a section: one landmark per report would repeat the same name.
    <div className="report__notes">
      <h4>{t('moderation.notes')}</h4>
      {report.notes.length === 0 ? (
        <p className="report__muted">{t('moderation.no_notes')}</p>
      ) : (
        <ul>
          {report.notes.map((note) => {
            const name = note.user
              ? note.user.name || note.user.screen_name
              : t('moderation.unknown_account');
            return (
              <li
                key={note.id}
                className="report__note"
                aria-label={t('moderation.note_by', { name })}
              >
                <div className="report__note-head">
                  <strong>
                    <bdi>{name}</bdi>
                  </strong>
                  <RelativeTime iso={note.created_at} />
                  <button
                    type="button"
                    className="icon-button"
                    aria-label={t('moderation.delete_note', { name })}
                    title={t('moderation.delete_note', { name })}
                    disabled={busy === note.id}
                    onClick={() => void remove(note.id)}
                  >
                    <Trash2 aria-hidden="true" size={16} />
                  </button>
                </div>
                <p>{note.content}</p>
              </li>
            );
          })}
        </ul>
      )}
      <form className="report__note-form" onSubmit={(e) => void submit(e)}>
        <label htmlFor={fieldId}>{t('moderation.add_note_label', { account })}</label>
        <textarea id={fieldId} rows={2} value={draft} onChange={(e) => setDraft(e.target.value)} />
        <button type="submit" className="button" disabled={busy === 'add'}>
          {t('moderation.add_note')}
        </button>
      </form>
      {failure && (
        <p role="alert" className="report__error">
          {failure}
        </p>
      )}
    </div>
  );
}
