/** Document 2 §9: the user-list popover shows 16 people. */
export const USER_LIST_POPOVER_SIZE = 16;

/** The first 16 and how many more there are. */
export function userListShown<T>(users: readonly T[]): { shown: readonly T[]; more: number } {
  const shown = users.slice(0, USER_LIST_POPOVER_SIZE);
  return { shown, more: users.length - shown.length };
}
