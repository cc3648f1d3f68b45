import { strToU8, zipSync } from 'fflate';
import type { AccountRecord, Store } from '../store.js';

/**
 * An account backup as Akkoma builds one: a zip of ActivityPub JSON documents: the actor, the
 * outbox of the account's own posts, and the ids of what it favourited and bookmarked.
 * Built when the backup is requested, so it holds what existed at that moment.
 */
export function backupArchive(store: Store, account: AccountRecord, publicUrl: string): Buffer {
  const actorId = `${publicUrl}/users/${account.username}`;
  const statuses = [...store.statuses.values()].sort((a, b) => a.createdAt - b.createdAt);
  const objectId = (id: string) => `${publicUrl}/objects/${id}`;
  const collection = (name: string, items: unknown[]) => ({
    '@context': 'https://www.w3.org/ns/activitystreams',
    id: `${actorId}/${name}`,
    type: 'OrderedCollection',
    totalItems: items.length,
    orderedItems: items,
  });
  const outbox = statuses
    .filter((s) => s.accountId === account.id && s.reblogOfId === null)
    .map((s) => ({
      id: `${objectId(s.id)}/activity`,
      type: 'Create',
      actor: actorId,
      published: new Date(s.createdAt).toISOString(),
      object: {
        id: objectId(s.id),
        type: 'Note',
        attributedTo: actorId,
        content: s.content,
        summary: s.spoilerText,
        sensitive: s.sensitive,
        published: new Date(s.createdAt).toISOString(),
      },
    }));
  const documents = {
    'actor.json': {
      '@context': 'https://www.w3.org/ns/activitystreams',
      id: actorId,
      type: account.bot ? 'Service' : 'Person',
      preferredUsername: account.username,
      name: account.displayName,
      summary: account.bio,
      manuallyApprovesFollowers: account.locked,
    },
    'outbox.json': collection('outbox', outbox),
    'likes.json': collection(
      'likes',
      statuses.filter((s) => s.favouritedBy.includes(account.id)).map((s) => objectId(s.id)),
    ),
    'bookmarks.json': collection(
      'bookmarks',
      statuses.filter((s) => s.bookmarkedBy.includes(account.id)).map((s) => objectId(s.id)),
    ),
  };
  const entries = Object.fromEntries(
    Object.entries(documents).map(([name, doc]) => [name, strToU8(JSON.stringify(doc, null, 2))]),
  );
  return Buffer.from(zipSync(entries));
}
