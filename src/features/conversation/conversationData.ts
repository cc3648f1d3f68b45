import type { QueryClient } from '@tanstack/react-query';
import type { Status } from '../../api/entities';

export interface ThreadLink {
  id: string;
  in_reply_to_status_id: string | null;
}

/** A loaded conversation: the highlighted status and every status of the thread, in order. */
export interface ConversationData {
  focusedId: string;
  /** Thread order: ancestors, the highlighted status, then descendants depth first. */
  ids: string[];
  links: ThreadLink[];
}

export const conversationKey = (id: string) => ['conversation', id] as const;

/**
 * What a conversation shows before its context arrives: the status the reader opened, from the
 * cache, alone (a repeat opens the repeated one). Its parent is not in the list yet, so it
 * stands as the root until the ancestors come (issue 28).
 */
export function cachedConversation(
  status: Pick<Status, 'id' | 'retweeted_status'> | undefined,
): ConversationData | undefined {
  if (!status) return undefined;
  const focusedId = status.retweeted_status?.id ?? status.id;
  return { focusedId, ids: [focusedId], links: [{ id: focusedId, in_reply_to_status_id: null }] };
}

/**
 * The conversation with a new reply in it, placed where the server's thread order puts it:
 * after its parent and everything already under the parent. Unchanged when the parent is
 * not in this conversation or the reply is already there.
 */
export function withReply(data: ConversationData, reply: ThreadLink): ConversationData {
  const parent = reply.in_reply_to_status_id;
  if (!parent || data.ids.includes(reply.id)) return data;
  const at = data.ids.indexOf(parent);
  if (at < 0) return data;
  const parentOf = new Map(data.links.map((l) => [l.id, l.in_reply_to_status_id]));
  const isUnder = (id: string) => {
    const seen = new Set<string>();
    for (let up = parentOf.get(id); up && !seen.has(up); up = parentOf.get(up)) {
      if (up === parent) return true;
      seen.add(up);
    }
    return false;
  };
  let end = at + 1;
  while (end < data.ids.length && isUnder(data.ids[end]!)) end++;
  const link = { id: reply.id, in_reply_to_status_id: parent };
  const linkAt = data.links.findIndex((l) => l.id === data.ids[end - 1]) + 1;
  return {
    ...data,
    ids: [...data.ids.slice(0, end), reply.id, ...data.ids.slice(end)],
    links: [...data.links.slice(0, linkAt), link, ...data.links.slice(linkAt)],
  };
}

/** A reply just posted shows at once in every loaded conversation holding its parent. */
export function addReplyToConversations(queryClient: QueryClient, reply: ThreadLink): void {
  queryClient.setQueriesData<ConversationData>({ queryKey: ['conversation'] }, (data) =>
    data ? withReply(data, reply) : data,
  );
}
