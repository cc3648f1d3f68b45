import { compareIds } from './paging';
import type { User } from './entities';
import type { ApiClient } from './http';
import { asString, isRecord, mapSkipping } from './normalise/read';
import { normaliseUsers } from './normalise/user';
import type { CallOptions } from './timelines';

/** Document 1 §3, List: id, title (members are fetched apart). */
export interface List {
  id: string;
  title: string;
}

export function normaliseList(wire: unknown): List | null {
  if (!isRecord(wire)) return null;
  const id = asString(wire['id']);
  return id ? { id, title: asString(wire['title']) } : null;
}

/** The viewer's lists, newest first (document 1 §2). */
export async function fetchLists(client: ApiClient, options: CallOptions = {}): Promise<List[]> {
  const lists = mapSkipping(
    await client.get('/api/v1/lists', { signal: options.signal }),
    normaliseList,
  );
  return lists.sort((a, b) => compareIds(b.id, a.id));
}

export async function fetchList(
  client: ApiClient,
  id: string,
  options: CallOptions = {},
): Promise<List | null> {
  return normaliseList(
    await client.get(`/api/v1/lists/${encodeURIComponent(id)}`, { signal: options.signal }),
  );
}

export async function createList(client: ApiClient, title: string): Promise<List | null> {
  return normaliseList(await client.post('/api/v1/lists', { body: { title } }));
}

export async function renameList(
  client: ApiClient,
  id: string,
  title: string,
): Promise<List | null> {
  return normaliseList(
    await client.put(`/api/v1/lists/${encodeURIComponent(id)}`, { body: { title } }),
  );
}

export async function deleteList(client: ApiClient, id: string): Promise<void> {
  await client.del(`/api/v1/lists/${encodeURIComponent(id)}`);
}

export async function fetchListAccounts(
  client: ApiClient,
  id: string,
  options: CallOptions = {},
): Promise<User[]> {
  return normaliseUsers(
    await client.get(`/api/v1/lists/${encodeURIComponent(id)}/accounts`, {
      query: { limit: 0 },
      signal: options.signal,
    }),
  );
}

export async function addListAccounts(
  client: ApiClient,
  id: string,
  accountIds: readonly string[],
): Promise<void> {
  if (accountIds.length === 0) return;
  await client.post(`/api/v1/lists/${encodeURIComponent(id)}/accounts`, {
    body: { account_ids: accountIds },
  });
}

export async function removeListAccounts(
  client: ApiClient,
  id: string,
  accountIds: readonly string[],
): Promise<void> {
  if (accountIds.length === 0) return;
  await client.del(`/api/v1/lists/${encodeURIComponent(id)}/accounts`, {
    body: { account_ids: accountIds },
  });
}
