import type { Status } from '../../api/entities';

/**
 * The fields a reader's actions and other people's counts change: only the action bar, the
 * reactions and the focused status's stats show them, and each reads them from the cache itself
 * (`useLiveStatus`). Everything else in a status is its content, which a favourite leaves alone.
 */
const ACTION_FIELDS: ReadonlySet<string> = new Set<keyof Status>([
  'favorited',
  'fave_num',
  'repeated',
  'repeat_num',
  'bookmarked',
  'replies_count',
  'pinned',
  'emoji_reactions',
]);

/** Whether two copies of a status differ in nothing but their action fields (issue 28). */
export function sameContent(a: Status, b: Status): boolean {
  if (a === b) return true;
  const keys = Object.keys(b) as (keyof Status)[];
  if (keys.length !== Object.keys(a).length) return false;
  return keys.every((key) => ACTION_FIELDS.has(key) || a[key] === b[key]);
}
