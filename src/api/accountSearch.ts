import type { User } from './entities';
import type { ApiClient } from './http';
import { normaliseUsers } from './normalise/user';

/** GET /api/v1/accounts/search (q, resolve): accounts for mention suggestions. */
export async function searchAccounts(
  client: ApiClient,
  q: string,
  options: { limit?: number; resolve?: boolean; signal?: AbortSignal } = {},
): Promise<User[]> {
  const wire = await client.get('/api/v1/accounts/search', {
    query: { q, resolve: options.resolve ?? false, limit: options.limit },
    signal: options.signal,
  });
  return normaliseUsers(wire);
}
