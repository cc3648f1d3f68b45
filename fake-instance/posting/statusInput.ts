/**
 * The fields of POST and PUT /api/v1/statuses, read from a JSON body or a URL-encoded form
 * (`media_ids[]=…`, `poll[options][]=…`), as Akkoma accepts both.
 */

export interface PollInput {
  options: string[];
  expiresIn: number | null;
  multiple: boolean;
}

export interface StatusInput {
  status: string;
  spoilerText: string;
  visibility: string | null;
  sensitive: boolean;
  contentType: string | null;
  language: string | null;
  mediaIds: string[];
  poll: PollInput | null;
  inReplyToId: string | null;
  quoteId: string | null;
  preview: boolean;
}

type Body = Record<string, unknown>;

function str(value: unknown): string | null {
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  return null;
}

function list(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(str).filter((v): v is string => v !== null);
  const one = str(value);
  return one === null ? [] : [one];
}

function bool(value: unknown): boolean {
  return value === true || value === 'true' || value === '1' || value === 'on';
}

function nonEmpty(value: unknown): string | null {
  const s = str(value);
  return s === null || s === '' ? null : s;
}

function readPoll(body: Body): PollInput | null {
  const nested = body.poll;
  if (nested && typeof nested === 'object' && !Array.isArray(nested)) {
    const poll = nested as Body;
    const options = list(poll.options);
    if (options.length === 0) return null;
    const expires = Number(str(poll.expires_in));
    return {
      options,
      expiresIn: Number.isFinite(expires) ? expires : null,
      multiple: bool(poll.multiple),
    };
  }
  const options = list(body['poll[options][]'] ?? body['poll[options]']);
  if (options.length === 0) return null;
  const expires = Number(str(body['poll[expires_in]']));
  return {
    options,
    expiresIn: Number.isFinite(expires) ? expires : null,
    multiple: bool(body['poll[multiple]']),
  };
}

export function readStatusInput(raw: unknown): StatusInput {
  const body: Body = raw && typeof raw === 'object' && !Array.isArray(raw) ? (raw as Body) : {};
  return {
    status: str(body.status) ?? '',
    spoilerText: str(body.spoiler_text) ?? '',
    visibility: nonEmpty(body.visibility),
    sensitive: bool(body.sensitive),
    contentType: nonEmpty(body.content_type),
    language: nonEmpty(body.language),
    mediaIds: list(body.media_ids ?? body['media_ids[]']),
    poll: readPoll(body),
    inReplyToId: nonEmpty(body.in_reply_to_id),
    quoteId: nonEmpty(body.quote_id),
    preview: bool(body.preview),
  };
}
