import type { User } from './entities';
import type { ApiClient } from './http';
import { normaliseUsers } from './normalise/user';
import type { CallOptions } from './timelines';

/** Accounts the server suggests following (document 3 §7: GET /api/v1/suggestions, with credentials). */
export async function fetchSuggestions(
  client: ApiClient,
  limit = 40,
  options: CallOptions = {},
): Promise<User[]> {
  return normaliseUsers(
    await client.get('/api/v1/suggestions', { query: { limit }, signal: options.signal }),
  );
}
