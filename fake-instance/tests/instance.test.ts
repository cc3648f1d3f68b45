import { describe, expect, it } from 'vitest';
import { makeApp, requestJson } from './helpers.js';

interface WireInstance {
  registrations: boolean;
  approval_required: boolean;
  max_toot_chars: number;
  upload_limit: number;
  urls: { streaming_api: string };
  contact_account: { acct: string } | null;
  pleroma: {
    vapid_public_key: string;
    metadata: {
      features: string[];
      account_activation_required: boolean;
      restrict_unauthenticated: {
        timelines: { local: boolean; federated: boolean; bubble: boolean };
      };
      federation: { mrf_policies: string[]; quarantined_instances: string[] };
    };
  };
}

interface WireNodeinfo {
  version: string;
  software: { name: string };
  openRegistrations: boolean;
  metadata: {
    private: boolean;
    mailerEnabled: boolean;
    localBubbleInstances: string[];
    staffAccounts: string[];
    features: string[];
    publicTimelineVisibility: { local: boolean; federated: boolean; bubble: boolean };
    restrictedNicknames: string[];
    suggestions: { enabled: boolean };
  };
}

describe('instance description', () => {
  it('/api/v1/instance carries Akkoma limits and metadata', async () => {
    const app = await makeApp();
    const { status, body } = await requestJson<WireInstance>(app, '/api/v1/instance', 'V1Instance');
    expect(status).toBe(200);
    expect(body.max_toot_chars).toBe(5000);
    expect(body.registrations).toBe(true);
    expect(body.approval_required).toBe(false);
    expect(body.urls.streaming_api).toBe('ws://127.0.0.1:8787');
    expect(body.contact_account?.acct).toBe('marisol');
    expect(body.pleroma.vapid_public_key).toMatch(/^[A-Za-z0-9_-]{87}$/);
    for (const feature of [
      'pleroma_api',
      'mastodon_api',
      'polls',
      'pleroma_emoji_reactions',
      'quote_posting',
      'editing',
      'bubble_timeline',
    ]) {
      expect(body.pleroma.metadata.features).toContain(feature);
    }
    expect(body.pleroma.metadata.restrict_unauthenticated.timelines).toEqual({
      local: false,
      federated: false,
      bubble: false,
    });
    expect(body.pleroma.metadata.federation.quarantined_instances.length).toBeGreaterThan(0);
    await app.close();
  });

  it('/api/v2/instance has the Mastodon v2 shape with registrations as an object', async () => {
    const app = await makeApp({ registrations: 'approval' });
    const { body } = await requestJson<{
      registrations: { enabled: boolean; approval_required: boolean };
      domain: string;
    }>(app, '/api/v2/instance', 'Instance');
    expect(body.registrations).toEqual({ enabled: true, approval_required: true, message: null });
    expect(body.domain).toBe('127.0.0.1:8787');
    await app.close();
  });

  it('registration modes show in instance and nodeinfo', async () => {
    for (const [mode, open, approval] of [
      ['open', true, false],
      ['closed', false, false],
      ['approval', true, true],
    ] as const) {
      const app = await makeApp({ registrations: mode });
      const v1 = await requestJson<WireInstance>(app, '/api/v1/instance', 'V1Instance');
      expect([v1.body.registrations, v1.body.approval_required]).toEqual([open, approval]);
      const ni = await requestJson<WireNodeinfo>(app, '/nodeinfo/2.0.json', 'Nodeinfo');
      expect(ni.body.openRegistrations).toBe(open);
      await app.close();
    }
  });

  it('nodeinfo 2.0 and 2.1 describe an Akkoma server; the well-known file links both', async () => {
    const app = await makeApp();
    const links = await requestJson<{ links: { rel: string; href: string }[] }>(
      app,
      '/.well-known/nodeinfo',
      'NodeinfoLinks',
    );
    expect(links.body.links.map((l) => l.href)).toEqual([
      'http://127.0.0.1:8787/nodeinfo/2.0.json',
      'http://127.0.0.1:8787/nodeinfo/2.1.json',
    ]);
    for (const version of ['2.0', '2.1']) {
      const res = await requestJson<WireNodeinfo>(app, `/nodeinfo/${version}.json`, 'Nodeinfo');
      expect(res.body.version).toBe(version);
      expect(res.body.software.name).toBe('akkoma');
      expect(res.body.metadata.private).toBe(false);
      expect(res.body.metadata.localBubbleInstances).toEqual(['lichen.example']);
      expect(res.body.metadata.staffAccounts).toEqual([
        'http://127.0.0.1:8787/users/marisol',
        'http://127.0.0.1:8787/users/tobias',
      ]);
      expect(res.body.metadata.restrictedNicknames).toContain('main');
      expect(res.body.metadata.publicTimelineVisibility).toEqual({
        local: true,
        federated: true,
        bubble: true,
      });
    }
    await app.close();
  });

  it('private mode: nodeinfo private, every timeline restricted in both documents', async () => {
    const app = await makeApp({ privateMode: true });
    const ni = await requestJson<WireNodeinfo>(app, '/nodeinfo/2.0.json', 'Nodeinfo');
    expect(ni.body.metadata.private).toBe(true);
    expect(ni.body.metadata.publicTimelineVisibility).toEqual({
      local: false,
      federated: false,
      bubble: false,
    });
    const v1 = await requestJson<WireInstance>(app, '/api/v1/instance', 'V1Instance');
    expect(v1.body.pleroma.metadata.restrict_unauthenticated.timelines).toEqual({
      local: true,
      federated: true,
      bubble: true,
    });
    await app.close();
  });

  it('no bubble instances: no bubble_timeline feature, empty localBubbleInstances', async () => {
    const app = await makeApp({ bubbleInstances: [] });
    const v1 = await requestJson<WireInstance>(app, '/api/v1/instance', 'V1Instance');
    expect(v1.body.pleroma.metadata.features).not.toContain('bubble_timeline');
    const ni = await requestJson<WireNodeinfo>(app, '/nodeinfo/2.1.json', 'Nodeinfo');
    expect(ni.body.metadata.localBubbleInstances).toEqual([]);
    await app.close();
  });

  it('mailer and restricted timelines show in nodeinfo', async () => {
    const app = await makeApp({ mailer: true, restrictedTimelines: ['federated'] });
    const ni = await requestJson<WireNodeinfo>(app, '/nodeinfo/2.0.json', 'Nodeinfo');
    expect(ni.body.metadata.mailerEnabled).toBe(true);
    expect(ni.body.metadata.publicTimelineVisibility).toEqual({
      local: true,
      federated: false,
      bubble: true,
    });
    await app.close();
  });

  it('/api/pleroma/frontend_configurations holds pleroma_fe settings', async () => {
    const app = await makeApp();
    const res = await requestJson<{ pleroma_fe: { theme: string; redirectRootNoLogin: string } }>(
      app,
      '/api/pleroma/frontend_configurations',
      'FrontendConfigurations',
    );
    expect(res.body.pleroma_fe.theme).toBe('pleroma-dark');
    expect(res.body.pleroma_fe.redirectRootNoLogin).toBe('/main/public');
    await app.close();
  });

  it('search answers 403 to visitors in private mode and searches otherwise', async () => {
    const open = await makeApp();
    const res = await requestJson<{
      accounts: { acct: string }[];
      statuses: unknown[];
      hashtags: { name: string }[];
    }>(open, '/api/v2/search?q=heron', 'Search');
    expect(res.body.statuses.length).toBeGreaterThan(0);
    const tags = await requestJson<{ hashtags: { name: string }[] }>(
      open,
      '/api/v2/search?q=%23birding&type=hashtags',
      'Search',
    );
    expect(tags.body.hashtags.map((h) => h.name)).toContain('birding');
    await open.close();
    const closed = await makeApp({ privateMode: true });
    const denied = await requestJson(closed, '/api/v2/search?q=heron', 'Search');
    expect(denied.status).toBe(403);
    expect(denied.body).toEqual({ error: 'This resource requires authentication.' });
    await closed.close();
  });

  it('unknown API paths answer 404 JSON', async () => {
    const app = await makeApp();
    for (const url of ['/api/v1/nothing-here', '/api/v9/whatever/else', '/oauth/unknown']) {
      const res = await requestJson(app, url, 'Error');
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ error: 'Not found' });
    }
    await app.close();
  });
});
