import { ChevronDown, ChevronRight, CornerRightDown } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { usePreference } from '../../core/preferences/preferences';
import type { ThreadLink } from './conversationData';
import { StatusArticle } from '../status';
import {
  buildThread,
  descendantsOf,
  isShownByDefault,
  openPathTo,
  openPathsToNew,
  pathTo,
  type ThreadNode,
  visibleOrder,
} from './threadTree';
import { ShowMoreButton } from './ShowMoreButton';
import { useRenderWindow } from './useRenderWindow';

interface ThreadTreeProps {
  links: readonly ThreadLink[];
  focusedId: string;
}

/**
 * The tree display (document 2 §2, §4): replies nest under their parent; each status's
 * replies show or hide; diving into a status shows its ancestors, then only its subtree.
 */
export function ThreadTree({ links, focusedId }: ThreadTreeProps) {
  const { t } = useTranslation();
  const maxDepth = usePreference('maxDepthInThread');
  const placement = usePreference('conversationOtherRepliesButton');
  // Advanced: per-status fold and dive-in controls; without it, only the 'show replies' buttons.
  const advanced = usePreference('conversationTreeAdvanced');
  const fadeAncestors = usePreference('conversationTreeFadeAncestors');
  const { nodes, roots } = useMemo(() => buildThread(links), [links]);
  const [dive, setDive] = useState<string | null>(null);
  // Per-status choices override the default-shown depth rule; the way down to the highlighted
  // status starts open, however deep it is.
  const [shown, setShown] = useState<Record<string, boolean>>(() => openPathTo(nodes, focusedId));
  // A reply posted from here joins `links`: the way down to it opens too.
  const [seenLinks, setSeenLinks] = useState(links);
  if (seenLinks !== links) {
    setSeenLinks(links);
    setShown((s) => ({ ...s, ...openPathsToNew(nodes, seenLinks, links) }));
  }
  const diveNode = dive ? nodes.get(dive) : undefined;
  const diveDepth = diveNode?.depth ?? 0;
  const ancestors = diveNode ? pathTo(nodes, diveNode.id).slice(0, -1) : [];
  const top = diveNode ? [diveNode.id] : roots;

  const repliesShown = (node: ThreadNode) =>
    shown[node.id] ?? isShownByDefault(node.depth + 1, diveDepth, maxDepth);
  const setReplies = (id: string, value: boolean) => setShown((s) => ({ ...s, [id]: value }));
  const showAllBelow = (id: string) =>
    setShown((s) => {
      const next = { ...s, [id]: true };
      for (const d of descendantsOf(nodes, id)) next[d] = true;
      return next;
    });

  // One 'show all replies below' for the shown tree, when anything in it is folded.
  const hiddenBelow = top.some((root) =>
    [root, ...descendantsOf(nodes, root)].some((d) => {
      const node = nodes.get(d);
      return node !== undefined && node.children.length > 0 && !repliesShown(node);
    }),
  );

  // A long thread renders in a window of its shown statuses in reading order (issue 29), with
  // every status above them, so each one still sits under its parent.
  const order = visibleOrder(nodes, top, repliesShown);
  const { start, end, showEarlier, showLater } = useRenderWindow(
    order.length,
    order.indexOf(focusedId),
    dive ?? '',
  );
  const rendered = new Set(order.slice(start, end));
  for (const id of [...rendered]) {
    for (let up = nodes.get(id)?.parentId; up && !rendered.has(up); up = nodes.get(up)?.parentId)
      rendered.add(up);
  }
  // Parents above the window are already in it; "earlier" is for statuses that are not.
  const hiddenBefore = order.slice(0, start).some((id) => !rendered.has(id));

  const renderNode = (id: string): React.ReactNode => {
    const node = nodes.get(id);
    if (!node || !rendered.has(id)) return null;
    const open = repliesShown(node);
    const count = node.children.length;
    const otherRepliesButton = count > 0 && !open && (
      <button
        type="button"
        className="link-button"
        aria-expanded={false}
        onClick={() => setReplies(id, true)}
      >
        {t('conversation.show_replies', { count })}
      </button>
    );
    const extras = advanced && (
      <>
        {count > 0 && (
          <button
            type="button"
            className="icon-button"
            aria-label={
              open ? t('conversation.hide_replies') : t('conversation.show_replies', { count })
            }
            aria-expanded={open}
            onClick={() => setReplies(id, !open)}
          >
            {open ? (
              <ChevronDown aria-hidden="true" size={16} />
            ) : (
              <ChevronRight aria-hidden="true" size={16} className="flip-in-rtl" />
            )}
          </button>
        )}
        {count > 0 && dive !== id && (
          <button
            type="button"
            className="icon-button"
            aria-label={t('conversation.dive_in')}
            onClick={() => setDive(id)}
          >
            <CornerRightDown aria-hidden="true" size={16} />
          </button>
        )}
      </>
    );
    return (
      <li key={id} className="thread__item" data-thread-id={id} id={`status-${id}`}>
        <StatusArticle
          id={id}
          inConversation
          focused={id === focusedId}
          headingExtras={
            extras || placement === 'inside' ? (
              <>
                {extras}
                {placement === 'inside' && otherRepliesButton}
              </>
            ) : undefined
          }
        />
        {placement === 'below' && otherRepliesButton && (
          <div className="thread__more">{otherRepliesButton}</div>
        )}
        {open && count > 0 && <ul className="thread__children">{node.children.map(renderNode)}</ul>}
      </li>
    );
  };

  return (
    <div className="thread">
      {diveNode && (
        <div className="thread__dive-bar">
          <button
            type="button"
            className="button button--small"
            // Out by one level: to the parent, or the whole thread from the first reply level.
            onClick={() =>
              setDive(
                diveNode.parentId && nodes.get(diveNode.parentId)?.parentId
                  ? diveNode.parentId
                  : null,
              )
            }
          >
            {t('conversation.dive_out')}
          </button>
        </div>
      )}
      {ancestors.length > 0 && (
        <ol
          className={`thread__ancestors${fadeAncestors ? ' thread__ancestors--faded' : ''}`}
          aria-label={t('conversation.ancestors_hidden', { count: ancestors.length })}
        >
          {ancestors.map((aid) => (
            <li key={aid} data-thread-id={aid} id={`status-${aid}`}>
              <StatusArticle id={aid} inConversation focused={aid === focusedId} />
            </li>
          ))}
        </ol>
      )}
      {hiddenBefore && (
        <ShowMoreButton label={t('conversation.show_earlier')} onShow={showEarlier} />
      )}
      <ul className="thread__children thread__children--top">{top.map(renderNode)}</ul>
      {end < order.length && (
        <ShowMoreButton
          label={t('conversation.show_later')}
          onShow={showLater}
          automatic
          edge={end}
        />
      )}
      {hiddenBelow && (
        <div className="thread__more">
          <button type="button" className="link-button" onClick={() => top.forEach(showAllBelow)}>
            {t('conversation.show_all_replies')}
          </button>
        </div>
      )}
      {diveNode && (
        <div className="thread__dive-bar">
          <button type="button" className="link-button" onClick={() => setDive(null)}>
            {t('conversation.show_full_thread')}
          </button>
        </div>
      )}
    </div>
  );
}
