// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { createApiClient } from './http';
import { readPreloadedData, withPreloaded } from './preload';

const b64 = (value: unknown) =>
  btoa(String.fromCharCode(...new TextEncoder().encode(JSON.stringify(value))));

function page(content: string) {
  document.body.innerHTML = `<script id="initial-results" type="application/json">${content}</script>`;
  return document;
}

describe('preloaded data', () => {
  it('decodes base64 UTF-8 JSON per path and skips broken entries', () => {
    const data = readPreloadedData(
      page(
        JSON.stringify({
          '/api/v1/instance': b64({ title: 'Zoë’s place' }),
          '/instance/panel.html': b64('<p>hi</p>'),
          '/bad': '%%%',
        }),
      ),
    );
    expect(data.get('/api/v1/instance')).toEqual({ title: 'Zoë’s place' });
    expect(data.get('/instance/panel.html')).toBe('<p>hi</p>');
    expect(data.has('/bad')).toBe(false);
    expect(readPreloadedData(page('not json')).size).toBe(0);
  });

  it('answers each preloaded path once, then fetches', async () => {
    const fetched: string[] = [];
    const fetchImpl = (async (input: RequestInfo | URL) => {
      fetched.push(String(input));
      return new Response(JSON.stringify({ title: 'fetched' }), {
        headers: { 'content-type': 'application/json' },
      });
    }) as typeof fetch;
    const client = withPreloaded(
      createApiClient({ baseUrl: 'https://petrel.example', fetchImpl }),
      new Map<string, unknown>([['/api/v1/instance', { title: 'embedded' }]]),
    );
    await expect(client.get('/api/v1/instance')).resolves.toEqual({ title: 'embedded' });
    await expect(client.get('/api/v1/instance')).resolves.toEqual({ title: 'fetched' });
    expect(fetched).toEqual(['https://petrel.example/api/v1/instance']);
  });
});
