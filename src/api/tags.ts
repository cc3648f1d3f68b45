import type { ApiClient } from './http';

/** A hashtag as the timeline header needs it: its name and whether the user follows it. */
export interface TagInfo {
  name: string;
  following: boolean;
}

function toTagInfo(wire: unknown, fallback: string): TagInfo {
  const data = (typeof wire === 'object' && wire !== null ? wire : {}) as {
    name?: unknown;
    following?: unknown;
  };
  return {
    name: typeof data.name === 'string' ? data.name : fallback,
    following: data.following === true,
  };
}

const tagPath = (tag: string) => `/api/v1/tags/${encodeURIComponent(tag)}`;

export async function fetchTag(client: ApiClient, tag: string): Promise<TagInfo> {
  return toTagInfo(await client.get(tagPath(tag)), tag);
}

/** Document 3 §7: POST /tags/{tag}/follow and /unfollow answer the tag. */
export async function setTagFollowed(
  client: ApiClient,
  tag: string,
  follow: boolean,
): Promise<TagInfo> {
  return toTagInfo(await client.post(`${tagPath(tag)}/${follow ? 'follow' : 'unfollow'}`), tag);
}
