/**
 * Typed errors of the API layer (document 3 §8).
 *
 * `kind` is for program logic (retry, sign-out, show "not found"); `messageKey` and
 * `messageArgs` are for people, and follow the spec's catalogue: 429, 500 and 503 have their own
 * wording, every other status reads 'Unexpected status: {code}'. Keys are relative to
 * `src/i18n/locales/en/api.json`.
 */

export type ApiErrorKind =
  | 'rate-limited'
  | 'server-error'
  | 'unavailable'
  | 'unexpected-status'
  | 'not-found'
  | 'unauthorized'
  | 'forbidden'
  | 'network'
  | 'aborted'
  | 'bad-response';

export type ApiMessageKey =
  | 'errors.rate_limited'
  | 'errors.server_error'
  | 'errors.unavailable'
  | 'errors.unexpected_status'
  | 'errors.network'
  | 'errors.aborted'
  | 'errors.bad_response';

export interface ApiRequestInfo {
  method: string;
  url: string;
}

export interface ApiErrorInit {
  kind: ApiErrorKind;
  /** HTTP status; 0 when no response arrived (network failure, abort). */
  status: number;
  /** The parsed body: JSON when it parsed, else the text, else null. */
  body: unknown;
  request: ApiRequestInfo;
  cause?: unknown;
}

export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly kind: ApiErrorKind;
  readonly status: number;
  readonly body: unknown;
  /** The server's own `error` text when the body carries one (Mastodon/Pleroma `{ error }`). */
  readonly serverMessage: string | null;
  readonly request: ApiRequestInfo;
  readonly messageKey: ApiMessageKey;
  readonly messageArgs: Record<string, string | number>;

  constructor(init: ApiErrorInit) {
    const { messageKey, messageArgs } = messageFor(init.kind, init.status);
    super(
      `${init.request.method} ${init.request.url}: ${englishFallback(messageKey, init.status)}`,
      {
        cause: init.cause,
      },
    );
    this.kind = init.kind;
    this.status = init.status;
    this.body = init.body;
    this.serverMessage = serverErrorText(init.body);
    this.request = init.request;
    this.messageKey = messageKey;
    this.messageArgs = messageArgs;
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}

/**
 * A 404 without an error text of the API's own: the server has no such call at all (snac2
 * answers an HTML page), unlike a missing record, which Pleroma and Mastodon name in JSON.
 */
export function isMissingCall(error: unknown): boolean {
  return isApiError(error) && error.status === 404 && error.serverMessage === null;
}

/**
 * The normalised value of a 2xx reply, or the "could not be read" error when normalising found
 * nothing usable: a broken reply is handled like any other API error.
 */
export function readOrThrow<T>(value: T | null, body: unknown, request: ApiRequestInfo): T {
  if (value !== null) return value;
  throw new ApiError({ kind: 'bad-response', status: 200, body, request });
}

/** Account calls whose refusal text is meant for people: that text becomes the error message. */
export function rethrowServerText(error: unknown): never {
  if (error instanceof ApiError && error.serverMessage)
    throw new Error(error.serverMessage, { cause: error });
  throw error;
}

/** The error kind for a non-2xx HTTP status. */
export function kindForStatus(status: number): ApiErrorKind {
  switch (status) {
    case 401:
      return 'unauthorized';
    case 403:
      return 'forbidden';
    case 404:
      return 'not-found';
    case 429:
      return 'rate-limited';
    case 500:
      return 'server-error';
    case 503:
      return 'unavailable';
    default:
      return 'unexpected-status';
  }
}

function messageFor(
  kind: ApiErrorKind,
  status: number,
): { messageKey: ApiMessageKey; messageArgs: Record<string, string | number> } {
  switch (kind) {
    case 'rate-limited':
      return { messageKey: 'errors.rate_limited', messageArgs: {} };
    case 'server-error':
      return { messageKey: 'errors.server_error', messageArgs: {} };
    case 'unavailable':
      return { messageKey: 'errors.unavailable', messageArgs: {} };
    case 'network':
      return { messageKey: 'errors.network', messageArgs: {} };
    case 'aborted':
      return { messageKey: 'errors.aborted', messageArgs: {} };
    case 'bad-response':
      return { messageKey: 'errors.bad_response', messageArgs: {} };
    default:
      // 401, 403, 404 and the rest: the spec's catalogue has no wording of their own.
      return { messageKey: 'errors.unexpected_status', messageArgs: { code: status } };
  }
}

/** English text for Error.message (logs, tests); the UI translates messageKey instead. */
function englishFallback(key: ApiMessageKey, status: number): string {
  switch (key) {
    case 'errors.rate_limited':
      return 'You are rate limited';
    case 'errors.server_error':
      return 'Internal Server Error';
    case 'errors.unavailable':
      return 'The backend is not available';
    case 'errors.network':
      return 'Failed to connect to server, try again';
    case 'errors.aborted':
      return 'The request was cancelled';
    case 'errors.bad_response':
      return 'The server sent a reply that could not be read';
    case 'errors.unexpected_status':
      return `Unexpected status: ${status}`;
  }
}

/** Mastodon and Pleroma put a human-readable reason in `error` (sometimes `errors`). */
export function serverErrorText(body: unknown): string | null {
  if (typeof body !== 'object' || body === null) return null;
  const record = body as Record<string, unknown>;
  const error = record['error'];
  if (typeof error === 'string' && error !== '') return error;
  if (typeof error === 'object' && error !== null) {
    const nested = (error as Record<string, unknown>)['message'];
    if (typeof nested === 'string') return nested;
  }
  const description = record['error_description'];
  if (typeof description === 'string' && description !== '') return description;
  return null;
}
