/**
 * A recording fetch for tests of the API layer: answers from a queue of canned replies and keeps
 * every request it saw.
 */
export interface RecordedRequest {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: BodyInit | null | undefined;
  signal: AbortSignal | null | undefined;
  cache: RequestCache | undefined;
  keepalive?: boolean;
}

export type Reply = Response | Error | ((request: RecordedRequest) => Response | Promise<Response>);

export function jsonResponse(body: unknown, init: ResponseInit = {}): Response {
  return new Response(JSON.stringify(body), {
    status: 200,
    ...init,
    headers: {
      'Content-Type': 'application/json',
      ...(init.headers as Record<string, string> | undefined),
    },
  });
}

export function createFakeFetch(...replies: Reply[]): {
  fetch: typeof fetch;
  requests: RecordedRequest[];
} {
  const queue = [...replies];
  const requests: RecordedRequest[] = [];
  const fake = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request: RecordedRequest = {
      url: String(input),
      method: init?.method ?? 'GET',
      headers: { ...(init?.headers as Record<string, string> | undefined) },
      body: init?.body,
      signal: init?.signal,
      cache: init?.cache,
      keepalive: init?.keepalive,
    };
    requests.push(request);
    const reply = queue.shift();
    if (reply === undefined)
      throw new Error(`No reply queued for ${request.method} ${request.url}`);
    if (reply instanceof Error) throw reply;
    return typeof reply === 'function' ? reply(request) : reply;
  };
  return { fetch: fake as typeof fetch, requests };
}
