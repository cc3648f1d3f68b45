import { SEEDED_LISTS } from './seededLists.js';
import type { Store } from './store.js';

export interface ListRecord {
  id: string;
  ownerId: string;
  title: string;
  memberIds: string[];
  createdAt: number;
}

/**
 * Lists live beside the store (one set per store, rebuilt with it) so the list routes and the
 * list timeline read the same lists.
 */
const listsByStore = new WeakMap<Store, { lists: ListRecord[]; next: number }>();

function seeded(store: Store): { lists: ListRecord[]; next: number } {
  const idOf = (name: string) => {
    for (const account of store.accounts.values()) if (account.username === name) return account.id;
    return undefined;
  };
  const lists = SEEDED_LISTS.flatMap((l, i) => {
    const ownerId = idOf(l.owner);
    if (!ownerId) return [];
    const memberIds = l.members.map(idOf).filter((id): id is string => id !== undefined);
    return [
      { id: l.id, ownerId, title: l.title, memberIds, createdAt: store.now - (i + 1) * 86_400_000 },
    ];
  });
  return { lists, next: 100 };
}

export function listState(store: Store): { lists: ListRecord[]; next: number } {
  let state = listsByStore.get(store);
  if (!state) {
    state = seeded(store);
    listsByStore.set(store, state);
  }
  return state;
}

export function listsOwnedBy(store: Store, ownerId: string): ListRecord[] {
  return listState(store).lists.filter((l) => l.ownerId === ownerId);
}

export function findList(store: Store, ownerId: string, id: string): ListRecord | undefined {
  return listsOwnedBy(store, ownerId).find((l) => l.id === id);
}
