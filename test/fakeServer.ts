import { createApiClient, type ApiClient } from '../src/api';

/** What the server answers for one path. */
export type Responder = (path: string) => Response | Promise<Response>;

export const json = (body: unknown): Response =>
  new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });

/**
 * An api client whose requests `respond` answers by path, with the paths asked recorded in
 * order. Each answer waits a millisecond, so calls made together all start before any is
 * answered and the order shows the phases.
 */
export function fakeServer(respond: Responder): { calls: string[]; api: ApiClient } {
  const calls: string[] = [];
  const fetchImpl = (async (input: RequestInfo | URL) => {
    const url = new URL(
      typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
    );
    calls.push(url.pathname);
    await new Promise((r) => setTimeout(r, 1));
    return respond(url.pathname);
  }) as typeof fetch;
  return { calls, api: createApiClient({ baseUrl: 'https://petrel.example', fetchImpl }) };
}
