import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  deleteAnnouncement,
  dismissAnnouncement,
  updateAnnouncement,
  type Announcement,
} from '../../api';
import { useTranslation } from '../../i18n/useTranslation';
import { RichHtml } from '../../ui/html/RichHtml';
import { RelativeTime } from '../../ui/RelativeTime';
import { api } from '../../core/client';
import { AnnouncementError } from './AnnouncementError';
import { AnnouncementForm } from './AnnouncementForm';
import { announcementsKey } from './useAnnouncements';

export function AnnouncementItem({
  announcement: a,
  isAdmin,
}: {
  announcement: Announcement;
  isAdmin: boolean;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState(false);
  const refresh = () => queryClient.invalidateQueries({ queryKey: announcementsKey });
  const markRead = useMutation({
    mutationFn: () => dismissAnnouncement(api, a.id),
    onSuccess: refresh,
  });
  const edit = useMutation({
    mutationFn: (draft: Parameters<typeof updateAnnouncement>[2]) =>
      updateAnnouncement(api, a.id, draft),
    onSuccess: async () => {
      setEditing(false);
      await refresh();
    },
  });
  const remove = useMutation({
    mutationFn: () => deleteAnnouncement(api, a.id),
    onSuccess: refresh,
  });
  const label = a.raw_content || a.content.replace(/<[^>]*>/g, ' ');

  return (
    <article
      className={`announcement${a.read ? '' : ' announcement--unread'}`}
      aria-label={label.trim().slice(0, 80)}
    >
      {editing ? (
        <AnnouncementForm
          initial={{
            content: a.raw_content || label.trim(),
            startsAt: a.starts_at,
            endsAt: a.ends_at,
            allDay: a.all_day,
          }}
          submitLabel={t('announcements.submit')}
          pending={edit.isPending}
          onSubmit={(draft) => edit.mutate(draft)}
          onCancel={() => setEditing(false)}
        />
      ) : (
        <RichHtml html={a.content} emojis={a.emojis} className="announcement__content rich-html" />
      )}
      <AnnouncementError
        error={edit.error ?? remove.error ?? markRead.error}
        onClose={() => [edit, remove, markRead].forEach((m) => m.reset())}
      />
      <footer className="announcement__footer">
        <span className="announcement__meta">
          {a.published_at && <RelativeTime iso={a.published_at} />}
          {a.inactive && (
            <span className="announcement__inactive"> · {t('announcements.inactive')}</span>
          )}
        </span>
        <span className="announcement__actions">
          {/* Inactive (admin view): the control stays, disabled, whatever the read state. */}
          {a.read && !a.inactive ? (
            <span className="announcement__read">{t('announcements.read')}</span>
          ) : (
            <button
              type="button"
              className="button button--small"
              disabled={a.inactive || markRead.isPending}
              onClick={() => markRead.mutate()}
            >
              {t('announcements.mark_read')}
            </button>
          )}
          {isAdmin && !editing && (
            <>
              <button
                type="button"
                className="button button--small"
                onClick={() => setEditing(true)}
              >
                {t('announcements.edit')}
              </button>
              <button
                type="button"
                className="button button--small"
                disabled={remove.isPending}
                onClick={() => remove.mutate()}
              >
                {t('announcements.delete')}
              </button>
            </>
          )}
        </span>
      </footer>
    </article>
  );
}
