import { useMemo } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { StatusArticle } from '../status';
import type { ConversationData } from './conversationData';
import { ShowMoreButton } from './ShowMoreButton';
import { useRenderWindow } from './useRenderWindow';

/**
 * The linear display: the thread in order, as a feed. A long one renders around the
 * highlighted status and grows in chunks (issue 29): earlier posts on request, later ones
 * as the reader nears the end.
 */
export function LinearThread({ data, busy }: { data: ConversationData; busy: boolean }) {
  const { t } = useTranslation();
  const { ids, links, focusedId } = data;
  const repliesOf = useMemo(() => {
    const map = new Map<string, string[]>();
    for (const l of links) {
      if (!l.in_reply_to_status_id) continue;
      const list = map.get(l.in_reply_to_status_id) ?? [];
      list.push(l.id);
      map.set(l.in_reply_to_status_id, list);
    }
    return map;
  }, [links]);
  const { start, end, showEarlier, showLater } = useRenderWindow(
    ids.length,
    ids.indexOf(focusedId),
    focusedId,
  );

  return (
    <>
      {start > 0 && <ShowMoreButton label={t('conversation.show_earlier')} onShow={showEarlier} />}
      <div
        className="conversation__feed"
        role="feed"
        aria-label={t('conversation.title')}
        aria-busy={busy}
      >
        {ids.slice(start, end).map((sid, i) => (
          <div key={sid} data-thread-id={sid} id={`status-${sid}`}>
            <StatusArticle
              id={sid}
              inConversation
              focused={sid === focusedId}
              position={start + i + 1}
              setSize={ids.length}
              replies={repliesOf.get(sid) ?? []}
            />
          </div>
        ))}
      </div>
      {end < ids.length && (
        <ShowMoreButton
          label={t('conversation.show_later')}
          onShow={showLater}
          automatic
          edge={end}
        />
      )}
    </>
  );
}
