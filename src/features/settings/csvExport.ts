import type { User } from '../../api';

/** Full address for the CSV: local accounts get the instance's host, as other servers need it. */
export function fullAcct(user: Pick<User, 'screen_name'>, host: string): string {
  return user.screen_name.includes('@') ? user.screen_name : `${user.screen_name}@${host}`;
}

/** One account address per line, the format Akkoma's and Mastodon's importers read. */
export function accountsCsv(users: Pick<User, 'screen_name'>[], host: string): string {
  return users.map((u) => fullAcct(u, host)).join('\n') + (users.length > 0 ? '\n' : '');
}

/** Follows everything a cursor-paged list offers, up to a safety cap. */
export async function collectPages<T, C>(
  first: C | undefined,
  fetchPage: (cursor: C | undefined) => Promise<{ items: T[]; next: C | undefined }>,
  maxPages = 200,
): Promise<T[]> {
  const all: T[] = [];
  let cursor = first;
  for (let i = 0; i < maxPages; i++) {
    const page = await fetchPage(cursor);
    all.push(...page.items);
    if (page.next === undefined || page.items.length === 0) break;
    cursor = page.next;
  }
  return all;
}
