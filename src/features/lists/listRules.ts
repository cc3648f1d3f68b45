/** Document 1 §5: a list needs a title; the save and create buttons stay disabled without one. */
export const canSaveList = (title: string): boolean => title.trim() !== '';

/** Which members to add and remove to turn `before` into `after`. */
export function memberChanges(
  before: readonly string[],
  after: readonly string[],
): { add: string[]; remove: string[] } {
  const had = new Set(before);
  const has = new Set(after);
  return { add: after.filter((id) => !had.has(id)), remove: before.filter((id) => !has.has(id)) };
}

/** Document 1 §9: lists are polled every 240 s; member search waits 2000 ms after typing. */
export const LISTS_POLL_MS = 240_000;
export const MEMBER_SEARCH_DEBOUNCE_MS = 2000;
