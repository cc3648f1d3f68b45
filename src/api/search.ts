import type { Status, User } from './entities';
import type { ApiClient } from './http';
import { asArray, asNumber, asRecord, asString, isRecord, mapSkipping } from './normalise/read';
import { normaliseStatuses } from './normalise/status';
import { normaliseUsers } from './normalise/user';
import type { CallOptions } from './timelines';

export interface HashtagHistoryEntry {
  /** Start of the day, seconds since the epoch. */
  day: number;
  uses: number;
  accounts: number;
}

/** A hashtag in search results (document 1 §3, Search result). History is newest first. */
export interface Hashtag {
  name: string;
  url: string;
  history: HashtagHistoryEntry[];
}

export interface SearchResults {
  accounts: User[];
  statuses: Status[];
  hashtags: Hashtag[];
}

export interface SearchParams {
  q: string;
  resolve?: boolean;
  type?: 'accounts' | 'statuses' | 'hashtags';
  limit?: number;
  offset?: number;
  following?: boolean;
}

export function normaliseHashtag(wire: unknown): Hashtag | null {
  // Old servers send hashtags as bare strings.
  if (typeof wire === 'string') return wire ? { name: wire, url: '', history: [] } : null;
  if (!isRecord(wire)) return null;
  const name = asString(wire['name']);
  if (!name) return null;
  const history = asArray(wire['history'])
    .map(asRecord)
    .map((h) => ({
      day: asNumber(h['day']),
      uses: asNumber(h['uses']),
      accounts: asNumber(h['accounts']),
    }))
    .sort((a, b) => b.day - a.day);
  return { name, url: asString(wire['url']), history };
}

/** GET /api/v2/search (document 3 §7); deleted statuses never come back to the screen. */
export async function search(
  client: ApiClient,
  params: SearchParams,
  options: CallOptions = {},
): Promise<SearchResults> {
  const wire = asRecord(
    await client.get('/api/v2/search', {
      query: {
        q: params.q,
        resolve: params.resolve,
        type: params.type,
        limit: params.limit,
        offset: params.offset,
        following: params.following,
      },
      signal: options.signal,
    }),
  );
  return {
    accounts: normaliseUsers(wire['accounts']),
    statuses: normaliseStatuses(wire['statuses']).filter((s) => !s.deleted),
    hashtags: mapSkipping(wire['hashtags'], normaliseHashtag),
  };
}
