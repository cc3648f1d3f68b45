/**
 * The one fetch client of the app. Everything that speaks HTTP goes through here, so the
 * credential, the Accept header, errors and Link-header paging are handled in one place.
 */
import { takeEarlyAnswer } from './early/earlyAnswers';
import { ApiError, kindForStatus, type ApiRequestInfo } from './errors';
import { parseLinkHeader, type PageParams } from './paging';

export type QueryValue =
  string | number | boolean | null | undefined | readonly (string | number | boolean)[];
export type Query = Record<string, QueryValue>;

/** JSON-serialisable object, URL-encoded form, or multipart form. */
export type RequestBody = URLSearchParams | FormData | Record<string, unknown> | readonly unknown[];

export interface RequestOptions {
  query?: Query;
  body?: RequestBody;
  signal?: AbortSignal;
  headers?: Record<string, string>;
  /** Skip the bearer credential (e.g. static files, or OAuth calls that send client secrets). */
  anonymous?: boolean;
  cache?: RequestCache;
  /** Lets the call outlive the page (a save while the tab closes). */
  keepalive?: boolean;
}

/** A raw page: the parsed JSON plus the Link header's next/prev. */
export interface RawPage<T> {
  data: T;
  next: PageParams | null;
  prev: PageParams | null;
}

export interface ApiClient {
  readonly baseUrl: string;
  get<T = unknown>(path: string, options?: RequestOptions): Promise<T>;
  getPage<T = unknown>(path: string, options?: RequestOptions): Promise<RawPage<T>>;
  getText(path: string, options?: RequestOptions): Promise<string>;
  post<T = unknown>(path: string, options?: RequestOptions): Promise<T>;
  put<T = unknown>(path: string, options?: RequestOptions): Promise<T>;
  patch<T = unknown>(path: string, options?: RequestOptions): Promise<T>;
  del<T = unknown>(path: string, options?: RequestOptions): Promise<T>;
  /**
   * POSTs a multipart form reporting upload progress, which fetch cannot do; without a
   * progress callback it is a plain `post`.
   */
  upload<T = unknown>(path: string, form: FormData, options?: UploadOptions): Promise<T>;
  /** Builds the absolute URL a call would use (for links, WebSocket URLs, tests). */
  url(path: string, query?: Query): string;
}

export interface UploadOptions {
  signal?: AbortSignal;
  /** Bytes sent so far and in all; `total` is 0 when the browser cannot tell. */
  onProgress?: (loaded: number, total: number) => void;
}

export interface ApiClientOptions {
  baseUrl: string;
  getToken?: () => string | null | undefined;
  fetchImpl?: typeof fetch;
  xhrImpl?: typeof XMLHttpRequest;
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Appends query params, skipping undefined and null; arrays become `key[]=a&key[]=b`. */
export function buildUrl(baseUrl: string, path: string, query?: Query): string {
  const absolute = /^https?:\/\//i.test(path);
  const base = baseUrl.replace(/\/+$/, '');
  const target = absolute ? path : `${base}${path.startsWith('/') ? '' : '/'}${path}`;
  if (!query) return target;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) {
      const arrayKey = key.endsWith('[]') ? key : `${key}[]`;
      for (const item of value as readonly (string | number | boolean)[])
        search.append(arrayKey, String(item));
    } else {
      search.append(key, String(value));
    }
  }
  const encoded = search.toString();
  if (encoded === '') return target;
  return `${target}${target.includes('?') ? '&' : '?'}${encoded}`;
}

function encodeBody(body: RequestBody | undefined): { body?: BodyInit; contentType?: string } {
  if (body === undefined) return {};
  // For FormData the browser sets the multipart boundary itself; URLSearchParams sets its own type.
  if (body instanceof FormData) return { body };
  if (body instanceof URLSearchParams)
    return { body, contentType: 'application/x-www-form-urlencoded;charset=UTF-8' };
  return { body: JSON.stringify(body), contentType: 'application/json' };
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  // Bound lazily so tests can stub globalThis.fetch after the client was made.
  const doFetch: typeof fetch = (input, init) =>
    (options.fetchImpl ?? globalThis.fetch)(input, init);

  async function send(
    method: Method,
    path: string,
    opts: RequestOptions,
    accept: string,
  ): Promise<Response> {
    const url = buildUrl(baseUrl, path, opts.query);
    const request: ApiRequestInfo = { method, url };
    const headers: Record<string, string> = { Accept: accept, ...opts.headers };
    const token = opts.anonymous ? null : options.getToken?.();
    if (token) headers['Authorization'] = `Bearer ${token}`;
    const encoded = encodeBody(opts.body);
    if (encoded.contentType) headers['Content-Type'] = encoded.contentType;

    // The page's early script may have asked for this very request already (issue 28).
    const early =
      method === 'GET' && !opts.signal?.aborted
        ? takeEarlyAnswer(method, url, token ?? null)
        : null;
    let response: Response;
    try {
      response = await (early ??
        doFetch(url, {
          method,
          headers,
          body: encoded.body ?? null,
          signal: opts.signal ?? null,
          ...(opts.cache ? { cache: opts.cache } : {}),
          ...(opts.keepalive ? { keepalive: true } : {}),
        }));
    } catch (cause) {
      const aborted =
        opts.signal?.aborted === true || (cause instanceof Error && cause.name === 'AbortError');
      throw new ApiError({
        kind: aborted ? 'aborted' : 'network',
        status: 0,
        body: null,
        request,
        cause,
      });
    }
    if (!response.ok) {
      const body = await readBody(response).catch(() => null);
      throw new ApiError({
        kind: kindForStatus(response.status),
        status: response.status,
        body,
        request,
      });
    }
    return response;
  }

  /** Parses a 2xx JSON reply; a body that is not JSON is a 'bad-response' error, not data. */
  async function parseJson(response: Response, request: ApiRequestInfo): Promise<unknown> {
    const text = await response.text();
    // Empty 2xx bodies (204, some POSTs) read as an empty object, the least surprising value.
    if (text.trim() === '') return {};
    try {
      return JSON.parse(text) as unknown;
    } catch (cause) {
      throw new ApiError({
        kind: 'bad-response',
        status: response.status,
        body: text,
        request,
        cause,
      });
    }
  }

  async function json<T>(method: Method, path: string, opts: RequestOptions = {}): Promise<T> {
    const response = await send(method, path, opts, 'application/json');
    return (await parseJson(response, { method, url: buildUrl(baseUrl, path, opts.query) })) as T;
  }

  function upload<T>(path: string, form: FormData, opts: UploadOptions = {}): Promise<T> {
    const Xhr = options.xhrImpl ?? globalThis.XMLHttpRequest;
    if (!opts.onProgress || !Xhr) return json('POST', path, { body: form, signal: opts.signal });
    const onProgress = opts.onProgress;
    const url = buildUrl(baseUrl, path);
    const request: ApiRequestInfo = { method: 'POST', url };
    return new Promise<T>((resolve, reject) => {
      const xhr = new Xhr();
      const fail = (kind: 'network' | 'aborted') =>
        reject(new ApiError({ kind, status: 0, body: null, request }));
      xhr.open('POST', url);
      xhr.setRequestHeader('Accept', 'application/json');
      const token = options.getToken?.();
      if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
      xhr.upload.onprogress = (event) =>
        onProgress(event.loaded, event.lengthComputable ? event.total : 0);
      xhr.onerror = () => fail('network');
      xhr.onabort = () => fail('aborted');
      xhr.onload = () => {
        const text = xhr.responseText;
        let body: unknown = text === '' ? {} : text;
        try {
          if (text.trim() !== '') body = JSON.parse(text) as unknown;
        } catch (cause) {
          if (xhr.status >= 200 && xhr.status < 300) {
            reject(
              new ApiError({ kind: 'bad-response', status: xhr.status, body, request, cause }),
            );
            return;
          }
        }
        if (xhr.status >= 200 && xhr.status < 300) resolve(body as T);
        else
          reject(
            new ApiError({ kind: kindForStatus(xhr.status), status: xhr.status, body, request }),
          );
      };
      opts.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
      xhr.send(form);
    });
  }

  return {
    baseUrl,
    upload,
    url: (path, query) => buildUrl(baseUrl, path, query),
    get: (path, opts) => json('GET', path, opts),
    post: (path, opts) => json('POST', path, opts),
    put: (path, opts) => json('PUT', path, opts),
    patch: (path, opts) => json('PATCH', path, opts),
    del: (path, opts) => json('DELETE', path, opts),
    async getPage<T>(path: string, opts: RequestOptions = {}): Promise<RawPage<T>> {
      const response = await send('GET', path, opts, 'application/json');
      const links = parseLinkHeader(response.headers.get('Link'));
      const data = (await parseJson(response, {
        method: 'GET',
        url: buildUrl(baseUrl, path, opts.query),
      })) as T;
      return { data, next: links.next ?? null, prev: links.prev ?? null };
    },
    async getText(path: string, opts: RequestOptions = {}): Promise<string> {
      const response = await send('GET', path, opts, 'text/html, text/plain, */*');
      return response.text();
    },
  };
}
