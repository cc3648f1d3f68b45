import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link } from '../../ui/router';
import { createAnnouncement, type AnnouncementDraft } from '../../api';
import { i18n } from '../../i18n/i18n';
import text from '../../i18n/locales/en/announcements.json';
import { useTranslation } from '../../i18n/useTranslation';
import { ErrorMessage } from '../../ui/ErrorMessage';
import { Spinner } from '../../ui/Spinner';
import { usePageTitle } from '../../ui/usePageTitle';
import { api } from '../../core/client';
import { useViewer } from '../../core/session/sessionStore';
import { useInstanceStore } from '../../core/instance/instanceStore';
import { AnnouncementError } from './AnnouncementError';
import { AnnouncementForm } from './AnnouncementForm';
import { AnnouncementItem } from './AnnouncementItem';
import { announcementsKey, useAnnouncements } from './useAnnouncements';
import './announcements.css';

// This screen's text arrives with its chunk, not with the first visit.
i18n.extendResources('en', text);

/** The announcements page (document 1 §2): admins post, edit and delete; everyone marks read. */
export function AnnouncementsPage() {
  const { t } = useTranslation();
  usePageTitle(t('announcements.title'));
  const { signedIn, role } = useViewer();
  // Until the server is read its offer is unknown; then a server without announcements says
  // so (the page is reached by a typed or kept address: its link is hidden there), and only a
  // server with Pleroma's admin API gives an admin the form and the edit controls.
  const supports = useInstanceStore((s) => s.settings?.supports);
  const isAdmin = role === 'admin' && supports?.adminApi === true;
  const query = useAnnouncements();
  const queryClient = useQueryClient();
  // Counts the posts that succeeded: the form is emptied by a new key after each, and only
  // then. A key taken from the mutation's state went back to its first value when a later post
  // failed, and remounted the form without the text the error says was kept.
  const [posted, setPosted] = useState(0);
  const post = useMutation({
    mutationFn: (draft: AnnouncementDraft) => createAnnouncement(api, draft),
    onSuccess: () => {
      setPosted((count) => count + 1);
      return queryClient.invalidateQueries({ queryKey: announcementsKey });
    },
  });

  return (
    <section className="panel announcements" aria-labelledby="announcements-heading">
      <header className="panel__heading">
        <h1 id="announcements-heading">{t('announcements.title')}</h1>
      </header>
      {!signedIn ? (
        <div className="panel__body timeline__closed">
          <p>{t('announcements.sign_in')}</p>
          <Link to="/login" className="button button--primary">
            {t('nav.login')}
          </Link>
        </div>
      ) : (
        <>
          {isAdmin && (
            <section className="announcements__new" aria-labelledby="announcements-new">
              <h2 id="announcements-new">{t('announcements.new')}</h2>
              {/* A new key after each success empties the form. */}
              <AnnouncementForm
                key={posted}
                submitLabel={t('announcements.post')}
                pending={post.isPending}
                onSubmit={(draft) => post.mutate(draft)}
              />
              <AnnouncementError error={post.error} onClose={() => post.reset()} />
            </section>
          )}
          {supports && !supports.announcements ? (
            <div className="panel__body info-message" role="note">
              <p>{t('common.not_offered')}</p>
            </div>
          ) : query.isPending ? (
            <Spinner label={t('announcements.loading')} />
          ) : query.isError ? (
            <ErrorMessage error={query.error} onRetry={() => void query.refetch()} />
          ) : query.data.length === 0 ? (
            <p className="panel__body">{t('announcements.empty')}</p>
          ) : (
            <div className="announcements__list">
              {query.data.map((a) => (
                <AnnouncementItem key={a.id} announcement={a} isAdmin={isAdmin} />
              ))}
            </div>
          )}
        </>
      )}
    </section>
  );
}
