import type { Status, StatusTranslation, User, EmojiReaction } from './entities';
import type { ApiClient } from './http';
import { normaliseEmojiReactions } from './normalise/emoji';
import { asString, isRecord } from './normalise/read';
import { tryNormaliseStatus } from './normalise/status';
import { normaliseUsers } from './normalise/user';
import { statusOrThrow } from './statuses';
import type { CallOptions } from './timelines';
import type { WireStatus } from './wire';

/** The toggles of document 3 §7 that answer with the updated status. */
export type StatusToggle =
  | 'favourite'
  | 'unfavourite'
  | 'reblog'
  | 'unreblog'
  | 'bookmark'
  | 'unbookmark'
  | 'pin'
  | 'unpin'
  | 'mute'
  | 'unmute';

const statusPath = (id: string, rest = '') => `/api/v1/statuses/${encodeURIComponent(id)}${rest}`;

/**
 * Favourite, repeat, bookmark, pin, mute and their opposites. A repeat answers with the new
 * repeat wrapping the status; callers read `retweeted_status` for the status itself.
 */
export async function toggleStatus(
  client: ApiClient,
  id: string,
  toggle: StatusToggle,
  options: CallOptions = {},
): Promise<Status> {
  const path = statusPath(id, `/${toggle}`);
  const wire = await client.post(path, { signal: options.signal });
  return statusOrThrow(client, wire, 'POST', path);
}

export async function deleteStatus(client: ApiClient, id: string): Promise<void> {
  await client.del(statusPath(id));
}

/** GET /statuses/{id}/source: what the author typed (for edit and redraft). */
export interface StatusSource {
  text: string;
  spoiler_text: string;
  content_type: string;
}

export async function fetchStatusSource(client: ApiClient, id: string): Promise<StatusSource> {
  const wire = await client.get(statusPath(id, '/source'));
  const r = isRecord(wire) ? wire : {};
  return {
    text: asString(r['text']),
    spoiler_text: asString(r['spoiler_text']),
    content_type: asString(r['content_type'], 'text/plain'),
  };
}

/** GET /statuses/{id}/history: every version, oldest first, as statuses. */
export async function fetchStatusHistory(
  client: ApiClient,
  id: string,
  base: Status,
): Promise<Status[]> {
  const wire = await client.get(statusPath(id, '/history'));
  if (!Array.isArray(wire)) return [];
  // History items are partial statuses; the base status fills what they leave out.
  return wire.flatMap((item: unknown, i) => {
    if (!isRecord(item)) return [];
    const s = tryNormaliseStatus({ id: `${id}-v${i}`, account: {}, ...item } as WireStatus);
    return s ? [{ ...s, user: s.user.id ? s.user : base.user }] : [];
  });
}

export async function fetchFavouritedBy(client: ApiClient, id: string): Promise<User[]> {
  return normaliseUsers(await client.get(statusPath(id, '/favourited_by')));
}

export async function fetchRebloggedBy(client: ApiClient, id: string): Promise<User[]> {
  return normaliseUsers(await client.get(statusPath(id, '/reblogged_by')));
}

const reactionsPath = (id: string, emoji = '') =>
  `/api/v1/pleroma/statuses/${encodeURIComponent(id)}/reactions${emoji ? `/${encodeURIComponent(emoji)}` : ''}`;

/** PUT: react with a unicode emoji or a custom one by shortcode (`blob` or `blob@domain`). */
export async function reactToStatus(client: ApiClient, id: string, emoji: string): Promise<Status> {
  const path = reactionsPath(id, emoji);
  return statusOrThrow(client, await client.put(path), 'PUT', path);
}

export async function unreactToStatus(
  client: ApiClient,
  id: string,
  emoji: string,
): Promise<Status> {
  const path = reactionsPath(id, emoji);
  return statusOrThrow(client, await client.del(path), 'DELETE', path);
}

export async function fetchReactions(client: ApiClient, id: string): Promise<EmojiReaction[]> {
  return normaliseEmojiReactions(await client.get(reactionsPath(id)));
}

export interface ReactionUsers {
  name: string;
  users: User[];
}

/** Who reacted with what: Pleroma's reactions reply embeds the accounts of each reaction. */
export async function fetchReactionUsers(client: ApiClient, id: string): Promise<ReactionUsers[]> {
  const wire = await client.get(reactionsPath(id));
  if (!Array.isArray(wire)) return [];
  return wire.flatMap((r: unknown) =>
    isRecord(r) && asString(r.name)
      ? [{ name: asString(r.name).replace(/^:|:$/g, ''), users: normaliseUsers(r.accounts) }]
      : [],
  );
}

/** GET /statuses/{id}/translations/{language}, with the source language when known. */
export async function translateStatus(
  client: ApiClient,
  id: string,
  target: string,
  source?: string | null,
): Promise<StatusTranslation> {
  const wire = await client.get(statusPath(id, `/translations/${encodeURIComponent(target)}`), {
    query: { from: source ?? undefined },
  });
  const r = isRecord(wire) ? wire : {};
  return { detected_language: asString(r['detected_language']), text: asString(r['text']) };
}
