import type { Relationship, User } from './entities';
import type { ApiClient } from './http';
import type { Page, PageParams } from './paging';
import { normaliseRelationship } from './normalise/relationship';
import { normaliseUsers, tryNormaliseUser } from './normalise/user';
import { asString, isRecord, mapSkipping } from './normalise/read';
import { isApiError, readOrThrow } from './errors';
import type { CallOptions } from './timelines';
import type { WireRelationship } from './wire';
import { emptyRelationship } from './relationshipLookup';

const accountPath = (id: string) => `/api/v1/accounts/${encodeURIComponent(id)}`;

async function profileAt(
  client: ApiClient,
  path: string,
  query: Record<string, string | boolean>,
  options: CallOptions,
): Promise<User> {
  const wire = await client.get(path, { query, signal: options.signal });
  return readOrThrow(tryNormaliseUser(wire), wire, { method: 'GET', url: client.url(path) });
}

/** Document 3 §7: GET /api/v1/accounts/{id} with with_relationships=true (id or acct). */
export function fetchProfile(
  client: ApiClient,
  idOrAcct: string,
  options: CallOptions = {},
): Promise<User> {
  return profileAt(client, accountPath(idOrAcct), { with_relationships: true }, options);
}

/**
 * A profile by name. Mastodon (3.4+) and GoToSocial take only ids in /accounts/{id} and
 * resolve names through /accounts/lookup; the Pleroma family takes the name in place of the
 * id. Where lookup itself is missing (a 404 there), the by-name form is tried, so a server
 * without lookup still finds its people; a name neither knows stays a 404.
 */
export async function fetchProfileByName(
  client: ApiClient,
  name: string,
  options: CallOptions & { lookup: boolean },
): Promise<User> {
  if (options.lookup) {
    try {
      return await profileAt(client, '/api/v1/accounts/lookup', { acct: name }, options);
    } catch (error) {
      if (!isApiError(error) || error.kind !== 'not-found') throw error;
    }
  }
  return fetchProfile(client, name, options);
}

/**
 * /users/{x}: an id, or a name (the form of an actor's address). Servers that take only ids
 * answer 404 for a name, which then resolves through lookup where the server has it. With
 * `nameFirst` (a value the caller judges a name: an actor address pasted from Mastodon) the
 * lookup is asked first, and the id form only when it finds no one.
 */
export async function fetchProfileByIdOrName(
  client: ApiClient,
  idOrName: string,
  options: CallOptions & { lookup: boolean; nameFirst?: boolean },
): Promise<User> {
  const byLookup = () => profileAt(client, '/api/v1/accounts/lookup', { acct: idOrName }, options);
  const [first, then] =
    options.lookup && options.nameFirst
      ? [byLookup, () => fetchProfile(client, idOrName, options)]
      : [() => fetchProfile(client, idOrName, options), byLookup];
  try {
    return await first();
  } catch (error) {
    if (!options.lookup || !isApiError(error) || error.kind !== 'not-found') throw error;
  }
  return then();
}

export type RelationshipAction =
  'follow' | 'unfollow' | 'block' | 'unblock' | 'mute' | 'unmute' | 'remove_from_followers';

async function relationshipOrThrow(
  client: ApiClient,
  path: string,
  body?: Record<string, unknown>,
): Promise<Relationship> {
  const wire = await client.post(path, body ? { body } : {});
  return readOrThrow(normaliseRelationship(wire as WireRelationship), wire, {
    method: 'POST',
    url: client.url(path),
  });
}

/** POST /accounts/{id}/{action}; follow may carry `reblogs` (show or hide repeats). */
export function changeRelationship(
  client: ApiClient,
  id: string,
  action: RelationshipAction,
  body?: { reblogs?: boolean },
): Promise<Relationship> {
  return relationshipOrThrow(client, `${accountPath(id)}/${action}`, body);
}

/** POST /api/v1/pleroma/accounts/{id}/subscribe or unsubscribe. */
export function setSubscribed(
  client: ApiClient,
  id: string,
  subscribe: boolean,
): Promise<Relationship> {
  return relationshipOrThrow(
    client,
    `/api/v1/pleroma/accounts/${encodeURIComponent(id)}/${subscribe ? 'subscribe' : 'unsubscribe'}`,
  );
}

/** POST /accounts/{id}/note with the form field `comment`. */
export async function setNote(client: ApiClient, id: string, note: string): Promise<Relationship> {
  const path = `${accountPath(id)}/note`;
  const wire = await client.post(path, { body: new URLSearchParams({ comment: note }) });
  return (
    normaliseRelationship(wire as WireRelationship) ?? {
      ...emptyRelationship(id),
      note,
    }
  );
}

/** Followers or followees, 20 a page (document 3 §9), paged by the Link header. */
export async function fetchPeople(
  client: ApiClient,
  id: string,
  which: 'followers' | 'following',
  params: PageParams = {},
  options: CallOptions = {},
): Promise<Page<User>> {
  const page = await client.getPage(`${accountPath(id)}/${which}`, {
    query: { ...params, limit: 20 },
    signal: options.signal,
  });
  return { items: normaliseUsers(page.data), next: page.next, prev: page.prev };
}

export interface FollowedTag {
  name: string;
  url: string;
}

/** Followed hashtags asked for per page (document 3 §7's page size). */
const FOLLOWED_TAGS_PAGE = 20;

/** GET /api/v1/followed_tags, paged from the Link header (Mastodon pages by the follow's id). */
export async function fetchFollowedTags(
  client: ApiClient,
  params: PageParams = {},
  options: CallOptions = {},
): Promise<Page<FollowedTag>> {
  const page = await client.getPage('/api/v1/followed_tags', {
    query: { limit: FOLLOWED_TAGS_PAGE, ...params },
    signal: options.signal,
  });
  const items = mapSkipping(page.data, (wire) => {
    if (!isRecord(wire)) return null;
    const name = asString(wire['name']);
    return name ? { name, url: asString(wire['url']) } : null;
  });
  // A short page is the last one (the Link header of a last page still points on).
  return { items, next: items.length >= FOLLOWED_TAGS_PAGE ? page.next : null, prev: page.prev };
}

/** POST or DELETE /api/v1/domain_blocks with the domain (document 3 §7). */
export async function setDomainMuted(
  client: ApiClient,
  domain: string,
  muted: boolean,
): Promise<void> {
  const body = new URLSearchParams({ domain });
  if (muted) await client.post('/api/v1/domain_blocks', { body });
  else await client.del('/api/v1/domain_blocks', { query: { domain }, body });
}

/** Document 2 §3 report payload: userId, comment, forward, statusIds. */
export interface ReportPayload {
  userId: string;
  comment: string;
  forward: boolean;
  statusIds: readonly string[];
}

/** POST /api/v1/reports (account_id, status_ids, comment, forward). */
export async function reportUser(client: ApiClient, payload: ReportPayload): Promise<void> {
  await client.post('/api/v1/reports', {
    body: {
      account_id: payload.userId,
      status_ids: [...payload.statusIds],
      comment: payload.comment,
      forward: payload.forward,
    },
  });
}
