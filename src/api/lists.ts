import type { UserPage } from './accountSettings';
import { compareIds, type PageParams } from './paging';
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

/** Members asked for per page (document 3 §7's page size). */
const LIST_MEMBERS_PAGE = 20;

/**
 * GET /lists/{id}/accounts a page at a time. Mastodon pages them from the Link header (by its
 * own record ids); Akkoma answers every member at once, which reads as one last page.
 */
export async function fetchListAccounts(
  client: ApiClient,
  id: string,
  params: PageParams = {},
  options: CallOptions = {},
): Promise<UserPage> {
  const page = await client.getPage(`/api/v1/lists/${encodeURIComponent(id)}/accounts`, {
    query: { limit: LIST_MEMBERS_PAGE, max_id: params.max_id },
    signal: options.signal,
  });
  const items = normaliseUsers(page.data);
  // A short page is the last one (the Link header of a last page still points on).
  return { items, next: items.length >= LIST_MEMBERS_PAGE ? page.next : null };
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
