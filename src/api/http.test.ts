import { describe, expect, it } from 'vitest';
import { ApiError } from './errors';
import { buildUrl, createApiClient } from './http';
import { createFakeFetch, jsonResponse } from './testing/fakeFetch';

const baseUrl = 'https://akkoma.example/';

function clientWith(token: string | null, ...replies: Parameters<typeof createFakeFetch>) {
  const fake = createFakeFetch(...replies);
  return {
    client: createApiClient({ baseUrl, getToken: () => token, fetchImpl: fake.fetch }),
    requests: fake.requests,
  };
}

async function caught(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected a rejection');
}

describe('buildUrl', () => {
  it('joins base and path and skips undefined and null params', () => {
    expect(
      buildUrl('https://a.example/', '/api/v1/x', {
        a: 1,
        b: undefined,
        c: null,
        d: false,
        e: 'x y',
      }),
    ).toBe('https://a.example/api/v1/x?a=1&d=false&e=x+y');
  });
  it('writes arrays with [] and keeps absolute paths', () => {
    expect(
      buildUrl('https://a.example', 'https://b.example/p?z=1', { types: ['mention', 'poll'] }),
    ).toBe('https://b.example/p?z=1&types%5B%5D=mention&types%5B%5D=poll');
  });
});

describe('createApiClient', () => {
  it('sends the bearer credential and Accept JSON, and parses the reply', async () => {
    const { client, requests } = clientWith('tok', jsonResponse({ id: '1' }));
    await expect(
      client.get('/api/v1/statuses/1', { query: { with_relationships: true } }),
    ).resolves.toEqual({ id: '1' });
    expect(requests[0]?.url).toBe(
      'https://akkoma.example/api/v1/statuses/1?with_relationships=true',
    );
    expect(requests[0]?.headers['Authorization']).toBe('Bearer tok');
    expect(requests[0]?.headers['Accept']).toBe('application/json');
  });

  it('sends no credential when there is no token or the call is anonymous', async () => {
    const { client, requests } = clientWith(null, jsonResponse({}));
    await client.get('/api/v1/instance');
    expect(requests[0]?.headers['Authorization']).toBeUndefined();
    const second = clientWith('tok', jsonResponse({}));
    await second.client.get('/static/config.json', { anonymous: true });
    expect(second.requests[0]?.headers['Authorization']).toBeUndefined();
  });

  it('encodes JSON, form and multipart bodies', async () => {
    const { client, requests } = clientWith(
      'tok',
      jsonResponse({}),
      jsonResponse({}),
      jsonResponse({}),
    );
    await client.put('/api/v1/media/1', { body: { description: 'a cat' } });
    await client.post('/api/v1/statuses', { body: new URLSearchParams({ status: 'hi' }) });
    const form = new FormData();
    form.append('file', new Blob(['x']), 'x.png');
    await client.post('/api/v1/media', { body: form });
    expect(requests[0]).toMatchObject({ method: 'PUT', body: '{"description":"a cat"}' });
    expect(requests[0]?.headers['Content-Type']).toBe('application/json');
    expect(requests[1]?.headers['Content-Type']).toContain('application/x-www-form-urlencoded');
    expect(requests[1]?.body).toBeInstanceOf(URLSearchParams);
    // The browser must set the multipart boundary itself.
    expect(requests[2]?.headers['Content-Type']).toBeUndefined();
    expect(requests[2]?.body).toBe(form);
  });

  it('uses each method', async () => {
    const { client, requests } = clientWith(
      'tok',
      jsonResponse({}),
      new Response(null, { status: 204 }),
    );
    await client.patch('/api/v1/accounts/update_credentials', { body: { note: 'x' } });
    await expect(client.del('/api/v1/statuses/1')).resolves.toEqual({});
    expect(requests.map((request) => request.method)).toEqual(['PATCH', 'DELETE']);
  });

  it('passes the abort signal and cache mode', async () => {
    const controller = new AbortController();
    const { client, requests } = clientWith(null, jsonResponse({}));
    await client.get('/static/styles.json', { signal: controller.signal, cache: 'no-store' });
    expect(requests[0]?.signal).toBe(controller.signal);
    expect(requests[0]?.cache).toBe('no-store');
  });

  it('reads Link headers in getPage', async () => {
    const { client } = clientWith(
      'tok',
      jsonResponse([{ id: 'b' }], {
        headers: {
          Link: '<https://akkoma.example/api/v1/timelines/home?max_id=b>; rel="next", <https://akkoma.example/api/v1/timelines/home?min_id=c>; rel="prev"',
        },
      }),
    );
    await expect(client.getPage('/api/v1/timelines/home')).resolves.toEqual({
      data: [{ id: 'b' }],
      next: { max_id: 'b' },
      prev: { min_id: 'c' },
    });
  });

  it('gives null pages without a Link header', async () => {
    const { client } = clientWith('tok', jsonResponse([]));
    await expect(client.getPage('/api/v1/bookmarks')).resolves.toEqual({
      data: [],
      next: null,
      prev: null,
    });
  });

  it('reads text endpoints', async () => {
    const { client, requests } = clientWith(
      null,
      new Response('<h1>Rules</h1>', { headers: { 'Content-Type': 'text/html' } }),
    );
    await expect(client.getText('/static/terms-of-service.html')).resolves.toBe('<h1>Rules</h1>');
    expect(requests[0]?.headers['Accept']).toContain('text/html');
  });

  it('turns non-2xx replies into ApiError with status, body and request', async () => {
    const { client } = clientWith('tok', jsonResponse({ error: 'Throttled' }, { status: 429 }));
    const error = await caught(client.get('/api/v1/timelines/home', { query: { limit: 20 } }));
    expect(error.kind).toBe('rate-limited');
    expect(error.status).toBe(429);
    expect(error.body).toEqual({ error: 'Throttled' });
    expect(error.serverMessage).toBe('Throttled');
    expect(error.request).toEqual({
      method: 'GET',
      url: 'https://akkoma.example/api/v1/timelines/home?limit=20',
    });
  });

  it('keeps a non-JSON error body as text', async () => {
    const { client } = clientWith(
      null,
      new Response('<h1>404 Not Found (snac/2.75)</h1>', { status: 404 }),
    );
    const error = await caught(client.get('/api/v2/instance'));
    expect(error.kind).toBe('not-found');
    expect(error.body).toBe('<h1>404 Not Found (snac/2.75)</h1>');
    expect(error.messageArgs).toEqual({ code: 404 });
  });

  it('turns fetch rejections into network errors', async () => {
    const { client } = clientWith('tok', new TypeError('Failed to fetch'));
    const error = await caught(client.post('/api/v1/statuses/1/favourite'));
    expect(error.kind).toBe('network');
    expect(error.status).toBe(0);
    expect(error.request.method).toBe('POST');
  });

  it('tells aborts apart from network failures', async () => {
    const controller = new AbortController();
    controller.abort();
    const { client } = clientWith('tok', new DOMException('aborted', 'AbortError'));
    const error = await caught(client.get('/api/v1/timelines/home', { signal: controller.signal }));
    expect(error.kind).toBe('aborted');
  });

  it('treats a 2xx reply that is not JSON as a bad response', async () => {
    const { client } = clientWith(
      null,
      new Response('<html>captive portal</html>', { status: 200 }),
    );
    const error = await caught(client.get('/api/v1/instance'));
    expect(error.kind).toBe('bad-response');
    expect(error.body).toBe('<html>captive portal</html>');
  });

  it('builds URLs for other uses', () => {
    const { client } = clientWith(null);
    expect(client.baseUrl).toBe('https://akkoma.example');
    expect(client.url('/api/v1/streaming', { stream: 'user' })).toBe(
      'https://akkoma.example/api/v1/streaming?stream=user',
    );
  });
});

/** A stand-in XMLHttpRequest that replays one scripted exchange. */
function scriptedXhr(reply: { status: number; body: string } | 'network') {
  const sent: { method: string; url: string; headers: Record<string, string>; body: unknown }[] =
    [];
  class ScriptedXhr {
    upload: { onprogress: ((e: ProgressEvent) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    status = 0;
    responseText = '';
    private request = {
      method: '',
      url: '',
      headers: {} as Record<string, string>,
      body: null as unknown,
    };
    open(method: string, url: string) {
      this.request.method = method;
      this.request.url = url;
    }
    setRequestHeader(name: string, value: string) {
      this.request.headers[name] = value;
    }
    abort() {
      this.onabort?.();
    }
    send(body: unknown) {
      this.request.body = body;
      sent.push(this.request);
      queueMicrotask(() => {
        this.upload.onprogress?.({ loaded: 5, total: 10, lengthComputable: true } as ProgressEvent);
        this.upload.onprogress?.({
          loaded: 10,
          total: 10,
          lengthComputable: true,
        } as ProgressEvent);
        if (reply === 'network') return this.onerror?.();
        this.status = reply.status;
        this.responseText = reply.body;
        this.onload?.();
      });
    }
  }
  return { Xhr: ScriptedXhr as unknown as typeof XMLHttpRequest, sent };
}

describe('upload with progress', () => {
  it('sends the form with the credential and reports progress, then parses the reply', async () => {
    const { Xhr, sent } = scriptedXhr({ status: 200, body: '{"id":"9"}' });
    const client = createApiClient({ baseUrl, getToken: () => 'tok', xhrImpl: Xhr });
    const progress: number[] = [];
    const form = new FormData();
    const reply = await client.upload('/api/v1/media', form, {
      onProgress: (loaded, total) => progress.push(loaded / total),
    });
    expect(reply).toEqual({ id: '9' });
    expect(progress).toEqual([0.5, 1]);
    expect(sent[0]).toMatchObject({
      method: 'POST',
      url: 'https://akkoma.example/api/v1/media',
      headers: { Authorization: 'Bearer tok', Accept: 'application/json' },
      body: form,
    });
  });

  it('turns error statuses and network failures into ApiError', async () => {
    const refused = scriptedXhr({ status: 413, body: '{"error":"File is too large"}' });
    const client = createApiClient({ baseUrl, xhrImpl: refused.Xhr });
    const error = await caught(client.upload('/x', new FormData(), { onProgress: () => {} }));
    expect(error.status).toBe(413);
    expect(error.body).toEqual({ error: 'File is too large' });

    const down = scriptedXhr('network');
    const offline = createApiClient({ baseUrl, xhrImpl: down.Xhr });
    const lost = await caught(offline.upload('/x', new FormData(), { onProgress: () => {} }));
    expect(lost.kind).toBe('network');
  });

  it('without a progress callback it is a plain fetch POST', async () => {
    const { client, requests } = clientWith(null, jsonResponse({ id: '1' }));
    expect(await client.upload('/api/v1/media', new FormData())).toEqual({ id: '1' });
    expect(requests[0]?.method).toBe('POST');
  });
});
