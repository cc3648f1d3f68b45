import { findList } from './lists.js';
import type { Store } from './store.js';

/**
 * The seeded lists (lists.ts keeps them with the ones made at run time), so
 * `/api/v1/timelines/list/:id` has something real to page. Ids are fixed so tests and demo
 * links stay stable.
 */
interface ListSeed {
  id: string;
  owner: string;
  title: string;
  members: string[];
}

export const SEEDED_LISTS: readonly ListSeed[] = [
  { id: '1', owner: 'juniper', title: 'Garden friends', members: ['amara', 'priya', 'moss'] },
];

/** The member ids of a list, or undefined when the viewer has no such list. */
export function listMembers(store: Store, viewerId: string, listId: string): string[] | undefined {
  // The lists area (lists.ts) owns the lists, seeded from SEEDED_LISTS above.
  return findList(store, viewerId, listId)?.memberIds.slice();
}
