import { Clock, TriangleAlert } from 'lucide-react';
import { useMemo } from 'react';
import { cancelEntry, retryEntry } from '../../core/outbox/outbox';
import type { OutboxEntry } from '../../core/outbox/outboxRules';
import { usePendingPosts } from '../../core/outbox/outboxStore';
import '../../core/outbox/outboxText';
import { useSessionStore } from '../../core/session/sessionStore';
import { useTranslation } from '../../i18n/useTranslation';
import { Avatar } from '../../ui/Avatar';
import { editOutboxPost } from '../composer';
import './outbox.css';

/**
 * Posts the outbox holds, shown where they will appear (issue 27): every one at the top of
 * home, a conversation's replies under it. Each says whether it waits or was refused (with
 * the server's words), and offers cancel, and for a refusal retry and edit.
 */
export default function PendingPosts({ inReplyTo }: { inReplyTo?: readonly string[] }) {
  const { t } = useTranslation();
  const among = useMemo(() => (inReplyTo ? new Set(inReplyTo) : undefined), [inReplyTo]);
  const posts = usePendingPosts(among);
  if (posts.length === 0) return null;
  return (
    <section className="outbox-posts" aria-label={t('outbox.waiting')}>
      <ul>
        {posts.map((entry) => (
          <PendingPost key={entry.id} entry={entry} />
        ))}
      </ul>
    </section>
  );
}

function PendingPost({ entry }: { entry: OutboxEntry }) {
  const { t } = useTranslation();
  const viewer = useSessionStore((s) => s.user);
  if (entry.action.kind !== 'post') return null;
  const { post, draft, draftKey } = entry.action;
  const failure = entry.failure;
  const state =
    entry.state === 'failed' && failure
      ? t('outbox.failed', { error: failure.text ?? t(failure.messageKey, failure.messageArgs) })
      : entry.state === 'sending'
        ? t('outbox.sending')
        : t('outbox.waiting');
  return (
    <li className={`outbox-post is-${entry.state}`}>
      <Avatar src={viewer?.profile_image_url_original ?? ''} size={40} />
      <div className="outbox-post__body">
        <p className="outbox-post__state" role={entry.state === 'failed' ? 'alert' : undefined}>
          {entry.state === 'failed' ? (
            <TriangleAlert aria-hidden="true" size={14} />
          ) : (
            <Clock aria-hidden="true" size={14} />
          )}
          <span>{state}</span>
          {post.inReplyToStatusId && (
            <span className="outbox-post__reply">{t('outbox.reply')}</span>
          )}
        </p>
        {post.spoilerText && <p className="outbox-post__cw">{post.spoilerText}</p>}
        <p className="outbox-post__text">{post.status}</p>
        <div className="outbox-post__actions">
          {entry.state === 'failed' && (
            <>
              <button
                type="button"
                className="button button--small"
                onClick={() => void retryEntry(entry.id)}
              >
                {t('outbox.retry')}
              </button>
              <button
                type="button"
                className="button button--small"
                onClick={() => editOutboxPost(entry.id, draft, draftKey)}
              >
                {t('outbox.edit')}
              </button>
            </>
          )}
          <button
            type="button"
            className="button button--small"
            disabled={entry.state === 'sending'}
            onClick={() => void cancelEntry(entry.id)}
          >
            {t('outbox.cancel')}
          </button>
        </div>
      </div>
    </li>
  );
}
