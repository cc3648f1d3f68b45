import { beforeEach, describe, expect, it } from 'vitest';
import { fakeServer, json, type Responder } from '../../../test/fakeServer';
import { useInstanceStore } from '../../core/instance/instanceStore';
import { startUp } from './startUp';

const okServer: Responder = (path) => {
  switch (path) {
    case '/static/config.json':
      return json({ theme: 'static-theme', logo: '/static/logo.png' });
    case '/api/pleroma/frontend_configurations':
      return json({ pleroma_fe: { theme: 'backend-theme' } });
    case '/api/v1/instance':
      return json({ title: 'Test Instance', max_toot_chars: 7000, upload_limit: '16000000' });
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

describe('startUp', () => {
  beforeEach(() =>
    useInstanceStore.setState({ settings: null, config: {}, tos: null, panel: null, stickers: [] }),
  );

  it('loads in the order of document 1 §4 and lets the backend config override the static one', async () => {
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
    expect(calls.slice(0, 8).sort()).toEqual([
      '/api/pleroma/frontend_configurations',
      '/api/v1/instance',
      '/api/v2/instance',
      '/instance/panel.html',
      '/nodeinfo/2.0.json',
      '/static/config.json',
      '/static/stickers.json',
      '/static/terms-of-service.html',
    ]);
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
});
