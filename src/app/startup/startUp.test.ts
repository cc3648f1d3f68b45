import { beforeEach, describe, expect, it } from 'vitest';
import { fakeServer, json, type Responder } from '../../../test/fakeServer';
import { useInstanceStore } from '../../core/instance/instanceStore';
import { startUp, type StartupDeps } from './startUp';

/** What a first visit to an unknown server asks at once: what every server answers. */
const FIRST_CALLS = [
  '/api/v1/instance',
  '/api/v2/instance',
  // Nodeinfo's index: a server never read names where its document is.
  '/.well-known/nodeinfo',
];
/** What the first paint waits for on the Pleroma family: asked once the instance says so. */
const FIRST_PAINT_FILES = [
  '/api/pleroma/frontend_configurations',
  '/instance/panel.html',
  '/static/config.json',
];

/** The nodeinfo index, naming the document where the Pleroma family and Mastodon keep it. */
const WELL_KNOWN = json({
  links: [{ rel: 'http://nodeinfo.diaspora.software/ns/schema/2.0', href: '/nodeinfo/2.0.json' }],
});

/** Start-up with no layout, no sign-in and nothing logged: what the server is asked is the test. */
function startQuietly(deps: Pick<StartupDeps, 'api'> & Partial<StartupDeps>) {
  return startUp({
    applyLayout: () => undefined,
    loadTheme: async () => true,
    signInFromStoredToken: async () => null,
    log: () => undefined,
    ...deps,
  });
}

const okServer: Responder = (path) => {
  switch (path) {
    case '/static/config.json':
      return json({ theme: 'static-theme', logo: '/static/logo.png' });
    case '/api/pleroma/frontend_configurations':
      return json({ pleroma_fe: { theme: 'backend-theme' } });
    case '/api/v1/instance':
      return json({
        title: 'Test Instance',
        version: '2.7.2 (compatible; Akkoma 3.13.0)',
        max_toot_chars: 7000,
        upload_limit: '16000000',
      });
    case '/.well-known/nodeinfo':
      return WELL_KNOWN.clone();
    case '/nodeinfo/2.0.json':
      return json({
        software: { name: 'akkoma', version: '3.13.0' },
        openRegistrations: true,
        metadata: {},
      });
    case '/instance/panel.html':
      return new Response('<p>panel</p>');
    case '/static/terms-of-service.html':
      return new Response('<p>terms</p>');
    case '/static/stickers.json':
      return json({});
    default:
      return new Response('not found', { status: 404 });
  }
};

const mastodonServer: Responder = (path) => {
  if (path === '/api/v1/instance')
    return json({ uri: 'm.example', title: 'Mastodon', version: '4.2.0' });
  if (path === '/.well-known/nodeinfo') return WELL_KNOWN.clone();
  if (path === '/nodeinfo/2.0.json')
    return json({ software: { name: 'mastodon', version: '4.2.0' }, metadata: {} });
  return new Response('not found', { status: 404 });
};

describe('startUp', () => {
  beforeEach(() =>
    useInstanceStore.setState({ settings: null, config: {}, tos: null, panel: null, stickers: [] }),
  );

  it('loads in the order of document 1 §4 on a server known to be Akkoma and lets the backend config override the static one', async () => {
    const { calls, api } = fakeServer(okServer);
    const order: string[] = [];
    const unsubscribe = useInstanceStore.subscribe((state, before) => {
      if (state.config !== before.config) order.push('config');
      if (state.settings !== before.settings) order.push('instance');
      if (state.tos !== before.tos) order.push('terms and stickers');
    });
    const started = startUp({
      api,
      applyLayout: () => order.push('layout'),
      loadTheme: async (name) => order.push(`theme:${name}`),
      signInFromStoredToken: async () => order.push('sign-in'),
      log: () => undefined,
      pleromaFiles: true,
    });
    await started.mountable;
    order.push('mount');
    await started.done;
    unsubscribe();
    // The theme is chosen from the merged config; each phase's results land in turn.
    expect(order).toEqual([
      'layout',
      'config',
      'theme:backend-theme',
      'sign-in',
      'instance',
      'mount',
      'terms and stickers',
    ]);
    // Every call that needs nothing earlier goes out at once: the instance's (v2 was a round
    // trip after the theme's), terms and stickers (the sticker packs would be another).
    expect(calls.slice(0, 9).sort()).toEqual(
      [
        ...FIRST_CALLS,
        ...FIRST_PAINT_FILES,
        '/nodeinfo/2.0.json',
        '/static/stickers.json',
        '/static/terms-of-service.html',
      ].sort(),
    );
    const state = useInstanceStore.getState();
    expect(state.config).toMatchObject({ theme: 'backend-theme', logo: '/static/logo.png' });
    expect(state.settings).toMatchObject({
      name: 'Test Instance',
      textlimit: 7000,
      uploadlimit: 16000000,
    });
    expect(state.panel).toBe('<p>panel</p>');
    expect(state.tos).toBe('<p>terms</p>');
  });

  it('still starts when every load fails, logging each failure', async () => {
    const { api } = fakeServer(() => new Response('boom', { status: 500 }));
    const logged: string[] = [];
    await startUp({
      api,
      applyLayout: () => undefined,
      loadTheme: () => Promise.reject(new Error('no theme')),
      signInFromStoredToken: () => Promise.reject(new Error('no session')),
      log: (what) => logged.push(what),
      pleromaFiles: true,
    }).done;
    expect(logged.sort()).toEqual(
      [
        'config',
        'frontend configuration',
        'instance',
        'instance panel',
        'instance v2',
        'nodeinfo',
        'sign-in',
        'stickers',
        'terms of service',
        'theme',
      ].sort(),
    );
    expect(useInstanceStore.getState().settings?.textlimit).toBe(5000);
  });

  it('on a first visit asks the Pleroma family files once the instance says it is one', async () => {
    const { calls, api } = fakeServer(okServer);
    const remembered: string[] = [];
    const warmed: number[] = [];
    await startQuietly({
      api,
      pleromaFiles: null,
      warmTheme: () => warmed.push(calls.length),
      rememberProfile: (features) => remembered.push(features.software),
    }).done;
    // Asked at once, before any answer: only what every server answers.
    expect(calls.slice(0, 3).sort()).toEqual([...FIRST_CALLS].sort());
    // The instance answer says Akkoma: the first paint's files (terms and stickers beside
    // them), and the theme is warmed then.
    expect(calls.slice(3, 8).sort()).toEqual(
      [...FIRST_PAINT_FILES, '/static/stickers.json', '/static/terms-of-service.html'].sort(),
    );
    expect(warmed).toEqual([3]);
    expect(useInstanceStore.getState().tos).toBe('<p>terms</p>');
    expect(remembered).toEqual(['akkoma']);
  });

  it('on a first visit to Mastodon asks none of them: no 404 decides', async () => {
    const { calls, api } = fakeServer(mastodonServer);
    const themes: string[] = [];
    const warmed: string[] = [];
    await startQuietly({
      api,
      loadTheme: async (name) => themes.push(name),
      warmTheme: () => warmed.push('warm'),
      pleromaFiles: null,
    }).done;
    expect([...calls].sort()).toEqual([...FIRST_CALLS, '/nodeinfo/2.0.json'].sort());
    expect(themes).toEqual([]);
    expect(warmed).toEqual([]);
  });

  it("asks a server known to lack them for none of the Pleroma family's files", async () => {
    const { calls, api } = fakeServer(mastodonServer);
    const themes: string[] = [];
    const remembered: string[] = [];
    await startQuietly({
      api,
      loadTheme: async (name) => themes.push(name),
      pleromaFiles: false,
      rememberProfile: (features) => remembered.push(features.software),
    }).done;
    expect([...calls].sort()).toEqual([
      '/.well-known/nodeinfo',
      '/api/v1/instance',
      '/api/v2/instance',
      '/nodeinfo/2.0.json',
    ]);
    expect(themes).toEqual([]);
    expect(useInstanceStore.getState().settings?.supports.software).toBe('mastodon');
    expect(remembered).toEqual(['mastodon']);
  });

  it('asks for them after all when a server known to lack them now answers as Akkoma', async () => {
    const { calls, api } = fakeServer(okServer);
    const themes: string[] = [];
    await startQuietly({
      api,
      loadTheme: async (name) => themes.push(name),
      pleromaFiles: false,
    }).done;
    expect(calls.indexOf('/static/config.json')).toBeGreaterThan(calls.indexOf('/api/v1/instance'));
    expect(themes).toEqual(['backend-theme']);
    expect(useInstanceStore.getState().panel).toBe('<p>panel</p>');
  });
});
