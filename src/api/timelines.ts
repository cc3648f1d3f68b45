import type { Status } from './entities';
import { DEFAULT_PAGE_SIZE } from './entities';
import type { ServerFeatures } from './features';
import type { ApiClient, Query } from './http';
import { conversationStatuses } from './conversations';
import { normaliseStatuses } from './normalise/status';
import type { Page, PageParams } from './paging';

/**
 * Timeline names as document 2 §2 writes them: 'public' is the local timeline,
 * 'publicAndExternal' the federated one, 'friends' home, 'dms' direct messages.
 * 'user', 'replies' and 'media' are a user's posts, posts with replies, and media posts;
 * 'list', 'tag' and the user ones need the matching param.
 */
export const TIMELINE_NAMES = [
  'mentions',
  'public',
  'user',
  'favorites',
  'media',
  'publicAndExternal',
  'friends',
  'tag',
  'dms',
  'bookmarks',
  'list',
  'bubble',
  'replies',
] as const;

export type TimelineName = (typeof TIMELINE_NAMES)[number];

export type ReplyVisibility = 'all' | 'following' | 'self';

export interface TimelineParams extends PageParams {
  limit?: number;
  only_media?: boolean;
  with_muted?: boolean;
  reply_visibility?: ReplyVisibility;
  exclude_replies?: boolean;
  /** For 'list'. */
  list_id?: string;
  /** For 'tag', without the '#'. */
  tag?: string;
  /** For 'user'. */
  user_id?: string;
  /** For 'user': only pinned statuses. */
  pinned?: boolean;
}

export interface CallOptions {
  signal?: AbortSignal;
}

export type DirectMessagesSource = 'timeline' | 'conversations';

export interface TimelineCallOptions extends CallOptions {
  /** Where 'dms' come from on this server (directMessagesSource). */
  directMessages?: DirectMessagesSource;
}

/**
 * Direct messages come from Pleroma's direct timeline, else from Mastodon's conversations
 * (GoToSocial, Mastodon 3+: issue 25); null when the server has neither.
 */
export function directMessagesSource(
  server: Pick<ServerFeatures, 'directTimeline' | 'conversations'>,
): DirectMessagesSource | null {
  if (server.directTimeline) return 'timeline';
  return server.conversations ? 'conversations' : null;
}

function required(value: string | undefined, name: string, timeline: TimelineName): string {
  // A programming error, not a server one: the caller forgot which list, tag or user.
  if (!value) throw new TypeError(`Timeline '${timeline}' needs ${name}`);
  return encodeURIComponent(value);
}

/** The path and fixed query of a timeline. */
export function timelineEndpoint(
  timeline: TimelineName,
  params: TimelineParams = {},
  options: Pick<TimelineCallOptions, 'directMessages'> = {},
): { path: string; query: Query } {
  if (timeline === 'dms' && options.directMessages === 'conversations')
    return { path: '/api/v1/conversations', query: {} };
  switch (timeline) {
    case 'publicAndExternal':
      return { path: '/api/v1/timelines/public', query: { local: false } };
    case 'public':
      return { path: '/api/v1/timelines/public', query: { local: true } };
    case 'bubble':
      return { path: '/api/v1/timelines/bubble', query: {} };
    case 'friends':
      return { path: '/api/v1/timelines/home', query: {} };
    case 'dms':
      return { path: '/api/v1/timelines/direct', query: {} };
    case 'list':
      return {
        path: `/api/v1/timelines/list/${required(params.list_id, 'list_id', timeline)}`,
        query: {},
      };
    case 'tag':
      return { path: `/api/v1/timelines/tag/${required(params.tag, 'tag', timeline)}`, query: {} };
    case 'favorites':
      return { path: '/api/v1/favourites', query: {} };
    case 'bookmarks':
      return { path: '/api/v1/bookmarks', query: {} };
    case 'mentions':
      // Mentions are notifications; the statuses are taken out of them.
      return { path: '/api/v1/notifications', query: { types: ['mention'] } };
    case 'user':
    case 'replies':
    case 'media':
      return {
        path: `/api/v1/accounts/${required(params.user_id, 'user_id', timeline)}/statuses`,
        query: {
          pinned: params.pinned ? true : undefined,
          exclude_replies: timeline === 'user' ? true : undefined,
          only_media: timeline === 'media' ? true : undefined,
        },
      };
  }
}

/** Query of a timeline call (document 3 §7): reply_visibility only when not 'all'. */
export function timelineQuery(
  timeline: TimelineName,
  params: TimelineParams = {},
  options: Pick<TimelineCallOptions, 'directMessages'> = {},
): Query {
  const endpoint = timelineEndpoint(timeline, params, options);
  return {
    max_id: params.max_id,
    min_id: params.min_id,
    since_id: params.since_id,
    limit: params.limit ?? DEFAULT_PAGE_SIZE,
    only_media: params.only_media ? true : undefined,
    with_muted: params.with_muted ? true : undefined,
    exclude_replies: params.exclude_replies ? true : undefined,
    reply_visibility:
      params.reply_visibility && params.reply_visibility !== 'all'
        ? params.reply_visibility
        : undefined,
    // The timeline's own fixed values win over the caller's flags.
    ...definedOnly(endpoint.query),
  };
}

function definedOnly(query: Query): Query {
  return Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined));
}

export async function fetchTimeline(
  client: ApiClient,
  timeline: TimelineName,
  params: TimelineParams = {},
  options: TimelineCallOptions = {},
): Promise<Page<Status>> {
  const { path } = timelineEndpoint(timeline, params, options);
  const page = await client.getPage(path, {
    query: timelineQuery(timeline, params, options),
    signal: options.signal,
  });
  const items =
    timeline === 'mentions'
      ? await mentionStatuses(page.data)
      : path === '/api/v1/conversations'
        ? conversationStatuses(page.data)
        : normaliseStatuses(page.data);
  return { items, next: page.next, prev: page.prev };
}

/**
 * The statuses of mention notifications (servers that ignore types[] send others too). The
 * notification reader loads with the first mentions page, not with the first visit (issue 7).
 */
async function mentionStatuses(data: unknown): Promise<Status[]> {
  const { normaliseNotifications } = await import('./normalise/notification');
  return normaliseNotifications(data)
    .filter((notification) => notification.type === 'mention' && notification.status !== null)
    .map((notification) => notification.status)
    .filter((status): status is Status => status !== null);
}

/**
 * The stream that carries a timeline's new posts, or null for timelines without one
 * (favourites, bookmarks, a user's posts), which poll instead. Akkoma names its bubble stream
 * 'bubble'; Mastodon has none, and the client then falls back to polling.
 */
export function timelineStream(
  timeline: TimelineName,
  params: TimelineParams = {},
): { stream: string; tag?: string; list?: string } | null {
  switch (timeline) {
    case 'friends':
      return { stream: 'user' };
    case 'public':
      return { stream: 'public:local' };
    case 'publicAndExternal':
      return { stream: 'public' };
    case 'bubble':
      return { stream: 'bubble' };
    case 'dms':
      return { stream: 'direct' };
    case 'tag':
      return params.tag ? { stream: 'hashtag', tag: params.tag } : null;
    case 'list':
      return params.list_id ? { stream: 'list', list: params.list_id } : null;
    default:
      return null;
  }
}
