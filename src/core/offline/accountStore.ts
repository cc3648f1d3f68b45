import { promisifyRequest, type UseStore } from 'idb-keyval';
import { accountDatabaseName, type AccountPurpose } from './readingKeys';

const STORE = 'keyval';
const opened = new Map<string, UseStore>();

/**
 * An idb-keyval store in the account's own database. Unlike idb-keyval's `createStore`, the
 * connection closes when another asks to delete or upgrade the database (`versionchange`):
 * an open connection would otherwise hold up the deletion at logout until the tab closes.
 */
export function accountStore(accountKey: string, purpose: AccountPurpose): UseStore {
  const name = accountDatabaseName(accountKey, purpose);
  const known = opened.get(name);
  if (known) return known;
  let connection: Promise<IDBDatabase> | undefined;
  const open = (): Promise<IDBDatabase> => {
    if (connection) return connection;
    const request = indexedDB.open(name);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE);
    connection = promisifyRequest(request);
    connection.then(
      (db) => {
        const forget = () => {
          db.close();
          connection = undefined;
        };
        db.onversionchange = forget;
        db.onclose = () => (connection = undefined);
      },
      () => (connection = undefined),
    );
    return connection;
  };
  const store: UseStore = (mode, callback) =>
    open().then((db) => callback(db.transaction(STORE, mode).objectStore(STORE)));
  opened.set(name, store);
  return store;
}
