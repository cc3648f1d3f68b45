import type { User } from './entities';
import { readOrThrow } from './errors';
import type { ApiClient } from './http';
import { tryNormaliseUser } from './normalise/user';
import type { CallOptions } from './timelines';
import type { WireAccount } from './wire';

async function userOrThrow(client: ApiClient, path: string, options: CallOptions): Promise<User> {
  const wire = await client.get<WireAccount>(path, { signal: options.signal });
  return readOrThrow(tryNormaliseUser(wire), wire, { method: 'GET', url: client.url(path) });
}

/** The signed-in user behind the client's bearer token (document 3 §7). */
export function verifyCredentials(client: ApiClient, options: CallOptions = {}): Promise<User> {
  return userOrThrow(client, '/api/v1/accounts/verify_credentials', options);
}

export function fetchAccount(
  client: ApiClient,
  id: string,
  options: CallOptions = {},
): Promise<User> {
  return userOrThrow(client, `/api/v1/accounts/${encodeURIComponent(id)}`, options);
}
