import type { Status, Visibility } from './entities';
import type { ApiClient } from './http';
import { statusOrThrow } from './statuses';

/** Document 2 §7, Post status: what the composer sends. */
export interface NewStatus {
  status: string;
  spoilerText: string;
  visibility: Visibility;
  sensitive: boolean;
  mediaIds: readonly string[];
  inReplyToStatusId?: string | null;
  quoteId?: string | null;
  contentType: string;
  language?: string | null;
  poll?: { options: readonly string[]; multiple: boolean; expires_in: number } | null;
}

/** Document 2 §3, Edit payload: the same without visibility, reply and quote. */
export type StatusEdit = Omit<NewStatus, 'visibility' | 'inReplyToStatusId' | 'quoteId'>;

function body(
  post: Partial<NewStatus>,
  extra: Record<string, unknown> = {},
): Record<string, unknown> {
  const out: Record<string, unknown> = {
    status: post.status ?? '',
    // An empty subject goes as null: some servers store '' as a real, empty content warning.
    spoiler_text: post.spoilerText ? post.spoilerText : null,
    sensitive: post.sensitive ?? false,
    media_ids: [...(post.mediaIds ?? [])],
    content_type: post.contentType,
    ...extra,
  };
  if (post.visibility) out['visibility'] = post.visibility;
  if (post.language) out['language'] = post.language;
  if (post.inReplyToStatusId) out['in_reply_to_id'] = post.inReplyToStatusId;
  if (post.quoteId) out['quote_id'] = post.quoteId;
  if (post.poll) out['poll'] = { ...post.poll, options: [...post.poll.options] };
  return out;
}

/**
 * Only the edit payload's own fields: callers often hand over a whole draft (a NewStatus fits
 * the type), and a server must not see visibility, reply or quote on an edit (document 3 §7).
 */
function editBody(edit: StatusEdit): Record<string, unknown> {
  const { status, spoilerText, sensitive, mediaIds, contentType, language, poll } = edit;
  return body({ status, spoilerText, sensitive, mediaIds, contentType, language, poll });
}

/**
 * POST /api/v1/statuses. The idempotency key is a timestamp string (document 3 §9) made once
 * per attempt by the caller, so a retry after a lost answer never posts twice.
 */
export async function postStatus(
  client: ApiClient,
  post: NewStatus,
  idempotencyKey: string,
): Promise<Status> {
  const path = '/api/v1/statuses';
  const wire = await client.post(path, {
    body: body(post),
    headers: { 'Idempotency-Key': idempotencyKey },
  });
  return statusOrThrow(client, wire, 'POST', path);
}

/** The preview flag: the server renders the post without publishing it. */
export async function previewStatus(
  client: ApiClient,
  post: NewStatus,
  signal?: AbortSignal,
): Promise<Status> {
  const path = '/api/v1/statuses';
  const wire = await client.post(path, { body: body(post, { preview: true }), signal });
  return statusOrThrow(client, wire, 'POST', path);
}

/** PUT /api/v1/statuses/{id} with the edit payload. */
export async function updateStatus(
  client: ApiClient,
  id: string,
  edit: StatusEdit,
): Promise<Status> {
  const path = `/api/v1/statuses/${encodeURIComponent(id)}`;
  const wire = await client.put(path, { body: editBody(edit) });
  return statusOrThrow(client, wire, 'PUT', path);
}

/** A new idempotency key: a timestamp string, as the spec says, with a random tail against clashes. */
export function newIdempotencyKey(now: number = Date.now()): string {
  return `${now}${Math.floor(Math.random() * 1e6)
    .toString()
    .padStart(6, '0')}`;
}
