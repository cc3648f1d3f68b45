import { findList } from './lists.js';
import type { Store } from './store.js';

/** The member ids of a list, or undefined when the viewer has no such list. */
export function listMembers(store: Store, viewerId: string, listId: string): string[] | undefined {
  // The lists area (lists.ts) owns the lists, seeded from seededLists.ts.
  return findList(store, viewerId, listId)?.memberIds.slice();
}
