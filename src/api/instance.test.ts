import { describe, expect, it } from 'vitest';
import { createApiClient } from './http';
import {
  fetchCustomEmoji,
  fetchInstancePanel,
  fetchInstanceSettings,
  fetchNodeinfo,
  fetchStandardEmoji,
  fetchStaticConfig,
  fetchStickers,
  fetchStyles,
  fetchTermsOfService,
  fetchTheme,
} from './instance';
import { createFakeFetch, jsonResponse } from './testing/fakeFetch';

function client(...replies: Parameters<typeof createFakeFetch>) {
  const fake = createFakeFetch(...replies);
  return {
    client: createApiClient({
      baseUrl: 'https://x.example',
      getToken: () => 'tok',
      fetchImpl: fake.fetch,
    }),
    requests: fake.requests,
  };
}

describe('instance calls', () => {
  it('loads instance settings, tolerating nodeinfo and frontend config failures', async () => {
    const failures: string[] = [];
    const { client: api } = client(
      (request) => {
        if (request.url.endsWith('/api/v1/instance'))
          return jsonResponse({ title: 'X', upload_limit: '100' });
        return new Response('nope', { status: 500 });
      },
      (request) => new Response(request.url, { status: 500 }),
      (request) => new Response(request.url, { status: 500 }),
      // No /api/v2/instance here: expected on many servers, so not a failure.
      new Response('<h1>Not found</h1>', { status: 404 }),
    );
    const settings = await fetchInstanceSettings(api, {
      onOptionalFailure: (what) => failures.push(what),
    });
    expect(settings).toMatchObject({ name: 'X', uploadlimit: 100 });
    expect(failures.sort()).toEqual(['frontend_configurations', 'nodeinfo']);
  });

  it('reads /api/v2/instance beside v1: GoToSocial is told from it and edits', async () => {
    const { client: api, requests } = client(
      jsonResponse({ title: 'GTS' }),
      new Response('', { status: 404 }),
      new Response('', { status: 404 }),
      jsonResponse({ title: 'GTS', version: '3.5.3+0.19.2' }),
    );
    const settings = await fetchInstanceSettings(api);
    expect(requests.map((r) => new URL(r.url).pathname)).toContain('/api/v2/instance');
    expect(settings.supports).toMatchObject({
      software: 'gotosocial',
      softwareVersion: '0.19.2',
      editing: true,
      passwordGrant: false,
    });
  });

  it('uses the pleroma_fe frontend configuration', async () => {
    const answer = (request: { url: string }) => {
      const { pathname } = new URL(request.url);
      if (pathname === '/api/v1/instance') return jsonResponse({ title: 'X' });
      if (pathname === '/.well-known/nodeinfo')
        return jsonResponse({ links: [{ href: 'https://x.example/nodeinfo/2.0.json' }] });
      if (pathname === '/nodeinfo/2.0.json')
        return jsonResponse({ software: { name: 'akkoma', version: '3' } });
      if (pathname === '/api/pleroma/frontend_configurations')
        return jsonResponse({ pleroma_fe: { logo: '/logo.png' } });
      return new Response('', { status: 404 });
    };
    const { client: api } = client(answer, answer, answer, answer, answer);
    const settings = await fetchInstanceSettings(api);
    expect(settings).toMatchObject({ logo: '/logo.png', software: 'akkoma' });
  });

  it('on a server never read, finds nodeinfo through the well-known index: no 404', async () => {
    const { client: api, requests } = client(
      jsonResponse({
        links: [
          {
            rel: 'http://nodeinfo.diaspora.software/ns/schema/2.0',
            href: 'https://x.example/nodeinfo_2_0',
          },
        ],
      }),
      jsonResponse({ software: { name: 'snac', version: '2.75' } }),
    );
    const nodeinfo = await fetchNodeinfo(api);
    expect(nodeinfo.software_name).toBe('snac');
    expect(requests.map((request) => request.url)).toEqual([
      'https://x.example/.well-known/nodeinfo',
      'https://x.example/nodeinfo_2_0',
    ]);
    expect(requests[0]?.headers['Authorization']).toBeUndefined();
    expect(nodeinfo.address).toBe('https://x.example/nodeinfo_2_0');
  });

  it('asks where the last visit found it first: no 404 on the next visit', async () => {
    const { client: api, requests } = client(
      jsonResponse({ software: { name: 'gotosocial', version: '0.19.2' } }),
    );
    const nodeinfo = await fetchNodeinfo(api, { at: 'https://x.example/nodeinfo/2.0' });
    expect(nodeinfo).toMatchObject({
      software_name: 'gotosocial',
      address: 'https://x.example/nodeinfo/2.0',
    });
    expect(requests.map((request) => request.url)).toEqual(['https://x.example/nodeinfo/2.0']);
  });

  it('looks again through the well-known index when the remembered address is gone', async () => {
    const { client: api, requests } = client(
      new Response('{}', { status: 404 }),
      jsonResponse({ links: [{ href: 'https://x.example/nodeinfo/2.1' }] }),
      jsonResponse({ software: { name: 'gotosocial', version: '0.20' } }),
    );
    const nodeinfo = await fetchNodeinfo(api, { at: 'https://x.example/nodeinfo/2.0' });
    expect(nodeinfo.address).toBe('https://x.example/nodeinfo/2.1');
    expect(requests.map((request) => new URL(request.url).pathname)).toEqual([
      '/nodeinfo/2.0',
      '/.well-known/nodeinfo',
      '/nodeinfo/2.1',
    ]);
  });

  it('reads text and static files', async () => {
    const { client: api, requests } = client(
      new Response('<p>terms</p>'),
      new Response('<p>panel</p>'),
      jsonResponse({ theme: 'pleroma-dark' }),
      jsonResponse({ 'pleroma-dark': '/static/themes/pleroma-dark.json', old: ['x'] }),
      jsonResponse({ theme: {} }),
      jsonResponse({ smile: '😄' }),
    );
    await expect(fetchTermsOfService(api)).resolves.toBe('<p>terms</p>');
    await expect(fetchInstancePanel(api)).resolves.toBe('<p>panel</p>');
    await expect(fetchStaticConfig(api)).resolves.toEqual({ theme: 'pleroma-dark' });
    await expect(fetchStyles(api)).resolves.toEqual([
      { name: 'pleroma-dark', path: '/static/themes/pleroma-dark.json' },
    ]);
    await expect(fetchTheme(api, '/static/themes/pleroma-dark.json')).resolves.toEqual({
      theme: {},
    });
    await expect(fetchStandardEmoji(api)).resolves.toEqual([{ shortcode: 'smile', glyph: '😄' }]);
    expect(requests.map((request) => new URL(request.url).pathname)).toEqual([
      '/static/terms-of-service.html',
      '/instance/panel.html',
      '/static/config.json',
      '/static/styles.json',
      '/static/themes/pleroma-dark.json',
      '/static/emoji.json',
    ]);
    expect(requests[3]?.cache).toBe('no-store');
  });

  it('loads sticker packs, leaving out packs that fail', async () => {
    const { client: api } = client(
      jsonResponse({ cats: '/static/stickers/cats', dogs: '/static/stickers/dogs/' }),
      (request) =>
        request.url.includes('/cats/')
          ? jsonResponse({ title: 'Cats', author: 'x' })
          : new Response('', { status: 404 }),
      (request) =>
        request.url.includes('/cats/')
          ? jsonResponse({ title: 'Cats', author: 'x' })
          : new Response('', { status: 404 }),
    );
    await expect(fetchStickers(api)).resolves.toEqual([
      { pack: 'cats', path: '/static/stickers/cats/', meta: { title: 'Cats', author: 'x' } },
    ]);
  });

  it('loads custom emoji from the list the server profile names, with no probing 404', async () => {
    const pleroma = client(
      jsonResponse({ blob: { image_url: '/emoji/blob.png', tags: ['Blobs'] } }),
    );
    await expect(fetchCustomEmoji(pleroma.client, true)).resolves.toEqual([
      { shortcode: 'blob', image_url: '/emoji/blob.png', tags: ['Blobs'] },
    ]);
    expect(pleroma.requests.map((r) => r.url)).toEqual(['https://x.example/api/v1/pleroma/emoji']);
    const mastodon = client(jsonResponse([{ shortcode: 'a', url: 'https://x/a.png' }]));
    await expect(fetchCustomEmoji(mastodon.client, false)).resolves.toEqual([
      { shortcode: 'a', image_url: 'https://x/a.png', tags: [] },
    ]);
    expect(mastodon.requests.map((r) => r.url)).toEqual(['https://x.example/api/v1/custom_emojis']);
  });

  it('does not hide other custom emoji failures', async () => {
    const { client: api } = client(new Response('', { status: 500 }));
    await expect(fetchCustomEmoji(api, true)).rejects.toMatchObject({ kind: 'server-error' });
  });
});
