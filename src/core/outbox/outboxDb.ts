import { del, entries as allEntries, set } from 'idb-keyval';
import { accountStore } from '../offline/accountStore';
import type { OutboxEntry } from './outboxRules';

/**
 * The outbox on disk: one IndexedDB database per account, `petrel:<accountKey>:outbox` (the
 * naming shared with offline reading, so logout removes it with the rest of the account's
 * data), one record per entry under its id. The account store lets go of its connection when
 * logout deletes the database.
 */
const storeFor = (accountKey: string) => accountStore(accountKey, 'outbox');

function isEntry(value: unknown): value is OutboxEntry {
  if (typeof value !== 'object' || value === null) return false;
  const r = value as Record<string, unknown>;
  return (
    typeof r['id'] === 'string' &&
    typeof r['action'] === 'object' &&
    r['action'] !== null &&
    (r['state'] === 'waiting' || r['state'] === 'sending' || r['state'] === 'failed')
  );
}

export async function readEntries(accountKey: string): Promise<OutboxEntry[]> {
  const rows = await allEntries<IDBValidKey, unknown>(storeFor(accountKey));
  return rows.map(([, value]) => value).filter(isEntry);
}

export function writeEntry(accountKey: string, entry: OutboxEntry): Promise<void> {
  return set(entry.id, entry, storeFor(accountKey));
}

export function deleteEntry(accountKey: string, id: string): Promise<void> {
  return del(id, storeFor(accountKey));
}
