import { createApiClient } from '../src/api/http';

/**
 * An API client whose every request is answered with `body` (and the Link header `link`), each
 * address asked pushed to `seen`: for the paged list calls' tests.
 */
export function clientAnswering(body: unknown, link?: string, seen: string[] = []) {
  const fetchImpl = (async (input: RequestInfo | URL) => {
    seen.push(String(input));
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (link) headers['link'] = link;
    return new Response(JSON.stringify(body), { status: 200, headers });
  }) as typeof fetch;
  return createApiClient({ baseUrl: 'https://petrel.example', getToken: () => 'tok', fetchImpl });
}
