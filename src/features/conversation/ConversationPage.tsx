import { useEffect, useRef } from 'react';
import { useParams } from '../../lib/router';
import { useTranslation } from '../../i18n/useTranslation';
import { ErrorMessage } from '../../ui/ErrorMessage';
import { Spinner } from '../../ui/Spinner';
import { usePageTitle } from '../../ui/usePageTitle';
import { usePreference } from '../settings/preferences';
import { StatusArticle } from '../status/StatusArticle';
import { ThreadTree } from './ThreadTree';
import { useConversation } from './useConversation';
import './conversation.css';

/** Document 2 §9: the highlighted status is kept 100 px from the top. */
const HIGHLIGHT_TOP_MARGIN = 100;

/** The conversation route, /notice/{id}: linear or tree (setting conversationDisplay). */
export function ConversationPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const display = usePreference('conversationDisplay');
  const query = useConversation(id);
  usePageTitle(t('conversation.title'));
  const list = useRef<HTMLDivElement>(null);
  const focusedId = query.data?.focusedId;

  // Once loaded, bring the highlighted status into view, 100 px below the top.
  useEffect(() => {
    if (!focusedId) return;
    const el = list.current?.querySelector(`[data-thread-id="${CSS.escape(focusedId)}"]`);
    if (!el) return;
    const top = el.getBoundingClientRect().top + window.scrollY - HIGHLIGHT_TOP_MARGIN;
    window.scrollTo({ top: Math.max(top, 0) });
  }, [focusedId]);

  return (
    <section className="panel" aria-labelledby="conversation-heading">
      <header className="panel__heading">
        <h1 id="conversation-heading">{t('conversation.title')}</h1>
      </header>
      {query.isPending ? (
        <Spinner label={t('conversation.loading')} />
      ) : query.isError ? (
        <ErrorMessage error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <div ref={list} className="conversation" role="feed" aria-label={t('conversation.title')}>
          {display === 'tree' ? (
            <ThreadTree
              key={query.data.focusedId}
              links={query.data.links}
              focusedId={query.data.focusedId}
            />
          ) : (
            query.data.ids.map((sid, i) => (
              <div key={sid} data-thread-id={sid} id={`status-${sid}`}>
                <StatusArticle
                  id={sid}
                  inConversation
                  focused={sid === query.data.focusedId}
                  position={i + 1}
                  setSize={query.data.ids.length}
                  replies={query.data.links
                    .filter((l) => l.in_reply_to_status_id === sid)
                    .map((l) => l.id)}
                />
              </div>
            ))
          )}
        </div>
      )}
    </section>
  );
}
