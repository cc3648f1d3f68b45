import { useRef } from 'react';
import { useParams } from '../../ui/router';
import { useTranslation } from '../../i18n/useTranslation';
import { Spinner } from '../../ui/Spinner';
import { usePageTitle } from '../../ui/usePageTitle';
import { usePreference } from '../../core/preferences/preferences';
import { ConversationError } from './ConversationError';
import { LinearThread } from './LinearThread';
import { ThreadTree } from './ThreadTree';
import { useConversation } from './useConversation';
import { useHighlightInView } from './useHighlightInView';
import { PendingPostsSlot } from '../outbox';
import './conversation.css';

/** The conversation route, /notice/{id}: linear or tree (setting conversationDisplay). */
export function ConversationPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const display = usePreference('conversationDisplay');
  const query = useConversation(id);
  usePageTitle(t('conversation.title'));
  const list = useRef<HTMLDivElement>(null);
  useHighlightInView(list, query.data?.focusedId, display, query.data?.ids.length);

  return (
    <section className="panel conversation-page" aria-labelledby="conversation-heading">
      <header className="panel__heading">
        <h1 id="conversation-heading">{t('conversation.title')}</h1>
      </header>
      {query.isPending ? (
        <Spinner label={t('conversation.loading')} />
      ) : query.isError ? (
        <ConversationError error={query.error} onRetry={() => void query.refetch()} />
      ) : display === 'tree' ? (
        // Nested lists, not a feed: a feed may hold only articles (axe aria-required-children).
        <div ref={list} className="conversation" aria-busy={query.isPlaceholderData}>
          {/* Mounted afresh when the thread replaces the cached status: its folds start from
              the whole thread, as on a direct load. */}
          <ThreadTree
            key={`${query.data.focusedId}${query.isPlaceholderData ? ':cached' : ''}`}
            links={query.data.links}
            focusedId={query.data.focusedId}
          />
        </div>
      ) : (
        // The opened status shows from the cache at once, busy until its thread comes (issue 28).
        <div ref={list} className="conversation">
          <LinearThread data={query.data} busy={query.isPlaceholderData} />
        </div>
      )}
      {/* Replies the outbox holds show under the thread they answer (issue 27). */}
      {query.data && <PendingPostsSlot inReplyTo={query.data.ids} />}
    </section>
  );
}
