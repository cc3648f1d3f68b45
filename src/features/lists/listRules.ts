/** Document 1 §5: a list needs a title; the save and create buttons stay disabled without one. */
export const canSaveList = (title: string): boolean => title.trim() !== '';

/**
 * The member changes made in the editor, kept apart from the members read so far: the members
 * come a page at a time, so the editor records what the person changed, not the whole list.
 */
export interface MemberDraft<U extends { id: string }> {
  /** People added (newest last), shown after the members read. */
  added: U[];
  /** Ids of members taken out. */
  removed: string[];
}

export function emptyDraft<U extends { id: string }>(): MemberDraft<U> {
  return { added: [], removed: [] };
}

/**
 * Ticks or unticks a person. `isMember` says whether the list held them when it was read: a
 * member is taken out or put back, anyone else is added or dropped again.
 */
export function toggleMember<U extends { id: string }>(
  draft: MemberDraft<U>,
  user: U,
  isMember: boolean,
): MemberDraft<U> {
  if (draft.added.some((u) => u.id === user.id))
    return { ...draft, added: draft.added.filter((u) => u.id !== user.id) };
  if (!isMember) return { ...draft, added: [...draft.added, user] };
  return draft.removed.includes(user.id)
    ? { ...draft, removed: draft.removed.filter((id) => id !== user.id) }
    : { ...draft, removed: [...draft.removed, user.id] };
}

/** The members the editor shows ticked: those read, less the removed, then the added. */
export function shownMembers<U extends { id: string }>(
  members: readonly U[],
  draft: MemberDraft<U>,
): U[] {
  const removed = new Set(draft.removed);
  const read = members.filter((u) => !removed.has(u.id));
  const known = new Set(read.map((u) => u.id));
  return [...read, ...draft.added.filter((u) => !known.has(u.id))];
}

/** What saving sends: the ids to add and to remove. */
export function memberChanges<U extends { id: string }>(
  draft: MemberDraft<U>,
): { add: string[]; remove: string[] } {
  return { add: draft.added.map((u) => u.id), remove: draft.removed };
}

/** Document 1 §9: lists are polled every 240 s; member search waits 2000 ms after typing. */
export const LISTS_POLL_MS = 240_000;
export const MEMBER_SEARCH_DEBOUNCE_MS = 2000;
