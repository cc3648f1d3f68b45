/**
 * The seeded lists (lists.ts keeps them with the ones made at run time), so
 * `/api/v1/timelines/list/:id` has something real to page. Ids are fixed so tests and demo
 * links stay stable. A file of their own: lists.ts and listMembership.ts both need them and
 * must not import each other.
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
