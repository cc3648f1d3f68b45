import { useId, useState, type FormEvent } from 'react';
import type { AnnouncementDraft } from '../../api';
import { useTranslation } from '../../i18n/useTranslation';

interface AnnouncementFormProps {
  initial?: AnnouncementDraft;
  submitLabel: string;
  pending: boolean;
  onSubmit: (draft: AnnouncementDraft) => void;
  onCancel?: () => void;
}

/** `datetime-local` values are local wall-clock times; the server wants ISO instants. */
const toIso = (local: string) => (local ? new Date(local).toISOString() : null);
const toLocal = (iso: string | null) => {
  if (!iso) return '';
  const date = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
};

export function AnnouncementForm({
  initial,
  submitLabel,
  pending,
  onSubmit,
  onCancel,
}: AnnouncementFormProps) {
  const { t } = useTranslation();
  const id = useId();
  const [content, setContent] = useState(initial?.content ?? '');
  const [startsAt, setStartsAt] = useState(toLocal(initial?.startsAt ?? null));
  const [endsAt, setEndsAt] = useState(toLocal(initial?.endsAt ?? null));
  const [allDay, setAllDay] = useState(initial?.allDay ?? false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!content.trim() || pending) return;
    onSubmit({ content: content.trim(), startsAt: toIso(startsAt), endsAt: toIso(endsAt), allDay });
  };

  return (
    <form className="announcement-form" onSubmit={submit}>
      <label htmlFor={`${id}-content`}>{t('announcements.content')}</label>
      <textarea
        id={`${id}-content`}
        value={content}
        rows={3}
        disabled={pending}
        onChange={(e) => setContent(e.target.value)}
      />
      <div className="announcement-form__times">
        <label htmlFor={`${id}-starts`}>
          {t('announcements.starts_at')}
          <input
            id={`${id}-starts`}
            type="datetime-local"
            value={startsAt}
            disabled={pending}
            onChange={(e) => setStartsAt(e.target.value)}
          />
        </label>
        <label htmlFor={`${id}-ends`}>
          {t('announcements.ends_at')}
          <input
            id={`${id}-ends`}
            type="datetime-local"
            value={endsAt}
            disabled={pending}
            onChange={(e) => setEndsAt(e.target.value)}
          />
        </label>
        <label className="announcement-form__check">
          <input
            type="checkbox"
            checked={allDay}
            disabled={pending}
            onChange={(e) => setAllDay(e.target.checked)}
          />
          {t('announcements.all_day')}
        </label>
      </div>
      <div className="announcement-form__actions">
        {onCancel && (
          <button type="button" className="button" onClick={onCancel} disabled={pending}>
            {t('announcements.cancel')}
          </button>
        )}
        <button
          type="submit"
          className="button button--primary"
          disabled={pending || !content.trim()}
        >
          {submitLabel}
        </button>
      </div>
    </form>
  );
}
