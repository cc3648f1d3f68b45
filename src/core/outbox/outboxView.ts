import type { OutboxEntry } from './outboxRules';

/**
 * What rows and pending lists read of the outbox: apart from the rules that change it, so a
 * first visit (signed out, nothing waiting) loads only this (docs/decisions.md, issue 28).
 */

export function byOrder(entries: readonly OutboxEntry[]): OutboxEntry[] {
  return [...entries].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

/** Entries that change how one status shows (its toggles, reactions, vote and edit). */
export function entriesForStatus(entries: readonly OutboxEntry[], id: string): OutboxEntry[] {
  return entries.filter((e) => e.action.kind !== 'post' && e.action.statusId === id);
}

/**
 * Posts waiting to go, for one place: the home timeline shows every new post and reply; a
 * conversation shows the replies to its statuses.
 */
export function pendingPosts(
  entries: readonly OutboxEntry[],
  inReplyTo?: ReadonlySet<string>,
): OutboxEntry[] {
  return byOrder(entries).filter(
    (e) =>
      e.action.kind === 'post' &&
      (!inReplyTo ||
        (e.action.post.inReplyToStatusId != null &&
          inReplyTo.has(e.action.post.inReplyToStatusId))),
  );
}
