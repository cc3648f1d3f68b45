import { describe, expect, it } from 'vitest';
import { createApiClient } from './http';
import { fetchMarkers, markersUnsupported, normaliseMarkers, saveMarkers } from './markers';
import { createFakeFetch, jsonResponse } from './testing/fakeFetch';

function client(...replies: Parameters<typeof createFakeFetch>) {
  const fake = createFakeFetch(...replies);
  return {
    api: createApiClient({
      baseUrl: 'https://x.example',
      getToken: () => 'tok',
      fetchImpl: fake.fetch,
    }),
    requests: fake.requests,
  };
}

// The example of Mastodon's OpenAPI description for GET /api/v1/markers.
const MASTODON_EXAMPLE = {
  notifications: { last_read_id: '35098814', version: 361, updated_at: '2019-11-26T22:37:25.239Z' },
  home: {
    last_read_id: '103206604258487607',
    version: 468,
    updated_at: '2019-11-26T22:37:25.235Z',
  },
};

describe('markers', () => {
  it('reads both markers of the real shape, keeping long ids as strings', () => {
    expect(normaliseMarkers(MASTODON_EXAMPLE)).toEqual({
      home: {
        last_read_id: '103206604258487607',
        version: 468,
        updated_at: '2019-11-26T22:37:25.235Z',
      },
      notifications: {
        last_read_id: '35098814',
        version: 361,
        updated_at: '2019-11-26T22:37:25.239Z',
      },
    });
  });

  it('drops unknown timelines and markers without an id, and survives junk', () => {
    expect(
      normaliseMarkers({ home: { version: 2 }, notifications: { last_read_id: 7 }, public: {} }),
    ).toEqual({ notifications: { last_read_id: '7', version: 0, updated_at: null } });
    expect(normaliseMarkers(null)).toEqual({});
    expect(normaliseMarkers('nope')).toEqual({});
  });

  it('asks for both timelines with timeline[]', async () => {
    const { api, requests } = client(jsonResponse(MASTODON_EXAMPLE));
    const markers = await fetchMarkers(api);
    expect(markers.home?.last_read_id).toBe('103206604258487607');
    const url = new URL(requests[0]?.url ?? '');
    expect(url.pathname).toBe('/api/v1/markers');
    expect(url.searchParams.getAll('timeline[]')).toEqual(['home', 'notifications']);
  });

  it('saves as a form, with keepalive when asked', async () => {
    const { api, requests } = client(
      jsonResponse({ home: { last_read_id: '9', version: 3, updated_at: '2026-01-01T00:00:00Z' } }),
    );
    const saved = await saveMarkers(api, { home: '9' }, { keepalive: true });
    expect(saved.home?.version).toBe(3);
    const request = requests[0];
    expect(request?.method).toBe('POST');
    expect(request?.keepalive).toBe(true);
    expect(String(request?.body)).toBe('home%5Blast_read_id%5D=9');
  });

  it('tells a server without markers from a passing failure', async () => {
    const missing = client(new Response('{"error":"Not found"}', { status: 404 }));
    const error: unknown = await fetchMarkers(missing.api).catch((e: unknown) => e);
    expect(markersUnsupported(error)).toBe(true);
    const down = client(new Response('{"error":"x"}', { status: 503 }));
    const other: unknown = await fetchMarkers(down.api).catch((e: unknown) => e);
    expect(markersUnsupported(other)).toBe(false);
  });
});
