import type { Relationship } from './entities';
import type { ApiClient } from './http';
import { normaliseRelationships } from './normalise/relationship';
import type { CallOptions } from './timelines';

/*
 * What the signed-in home asks of relationships (the relationship cache behind follow buttons),
 * apart from relationships.ts, the profile page's and settings' calls: the build puts a module
 * with all its used exports in one chunk, so these two kept all of those on every home.
 */

/** One batched look-up: GET /api/v1/accounts/relationships/ with id[] per account. */
export async function fetchRelationships(
  client: ApiClient,
  ids: readonly string[],
  options: CallOptions = {},
): Promise<Relationship[]> {
  if (ids.length === 0) return [];
  const wire = await client.get('/api/v1/accounts/relationships', {
    query: { 'id[]': ids },
    signal: options.signal,
  });
  return normaliseRelationships(wire);
}

/** A relationship with nothing set, for an account the server said nothing of. */
export function emptyRelationship(id: string): Relationship {
  return {
    id,
    following: false,
    followed_by: false,
    blocking: false,
    blocked_by: false,
    requested: false,
    requested_by: false,
    muting: false,
    muting_notifications: false,
    subscribing: false,
    notifying: false,
    showing_reblogs: true,
    domain_blocking: false,
    endorsed: false,
    note: '',
  };
}
